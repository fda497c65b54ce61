/*
 * nqueens: a single-threaded reference counter for the n-queens problem,
 * used by run.sh (built with gcc -O2) to time nqcheck's counter against
 * plain C.
 *
 * Usage: nqueens N    (1 <= N <= 32) prints the number of solutions.
 *
 * Method: backtracking row by row over bit masks of the occupied columns
 * and of the two diagonal directions, shifted by one square per row. The
 * mirror image in the vertical axis halves the work: only first-row queens
 * in the left half are searched and their count doubled; for odd N the
 * first-row queen in the middle column is searched on its own and added.
 */
#include <stdio.h>
#include <stdlib.h>

typedef unsigned long long u64;

static u64 all; /* the N column bits */

/* solve returns the number of ways to finish the board from the current
 * row, given the columns and diagonals already under attack in it. */
static u64 solve(u64 cols, u64 left, u64 right)
{
	if (cols == all)
		return 1;
	u64 n = 0;
	u64 free = all & ~(cols | left | right);
	while (free) {
		u64 bit = free & -free;
		free ^= bit;
		n += solve(cols | bit, (left | bit) << 1, (right | bit) >> 1);
	}
	return n;
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: nqueens N\n");
		return 2;
	}
	char *end;
	long n = strtol(argv[1], &end, 10);
	if (*end != '\0' || n < 1 || n > 32) {
		fprintf(stderr, "nqueens: N must be a whole number from 1 to 32\n");
		return 2;
	}
	all = (1ULL << n) - 1;
	u64 total = 0;
	for (long c = 0; c < n / 2; c++) {
		u64 bit = 1ULL << c;
		total += solve(bit, bit << 1, bit >> 1);
	}
	total *= 2;
	if (n % 2 == 1) {
		u64 bit = 1ULL << (n / 2);
		total += solve(bit, bit << 1, bit >> 1);
	}
	printf("%llu\n", total);
	return 0;
}
