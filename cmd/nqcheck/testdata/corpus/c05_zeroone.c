/* Prints "Arrangement for placing N queens" and then every solution as
   a board of 1s and 0s without separators, boards apart by a blank line.
   Usage: c05 N */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define M 16
static int n;
static int b[M][M];
static int nsol;
static char fault[16] = "none";

static int can(int r, int c)
{
	int i, j;
	for (i = 0; i < r; i++)
		if (b[i][c])
			return 0;
	for (i = r - 1, j = c - 1; i >= 0 && j >= 0; i--, j--)
		if (b[i][j])
			return 0;
	for (i = r - 1, j = c + 1; i >= 0 && j < n; i--, j++)
		if (b[i][j])
			return 0;
	return 1;
}

static void print_board(void)
{
	int i, j, k = 1;
	int target = n < 6 ? 1 : 3; /* the solution the fault touches */
	nsol++;
	if (nsol == target) {
		if (!strcmp(fault, "drop"))
			return;
		if (!strcmp(fault, "dup"))
			k = 2;
	}
	while (k--) {
		for (i = 0; i < n; i++) {
			for (j = 0; j < n; j++) {
				int v = b[i][j];
				if (nsol == target && !strcmp(fault, "move") && i == n - 1)
					v = b[i][(j + n - 1) % n];
				putchar(v ? '1' : '0');
			}
			putchar('\n');
		}
		putchar('\n');
	}
}

static void solve(int r)
{
	int c;
	if (r == n) {
		print_board();
		return;
	}
	for (c = 0; c < n; c++) {
		if (can(r, c)) {
			b[r][c] = 1;
			solve(r + 1);
			b[r][c] = 0;
		}
	}
}

int main(int argc, char **argv)
{
	n = atoi(argv[1]);
	if (getenv("NQ_FAULT"))
		strncpy(fault, getenv("NQ_FAULT"), sizeof fault - 1);
	printf("Arrangement for placing %d queens\n\n", n);
	solve(0);
	return 0;
}
