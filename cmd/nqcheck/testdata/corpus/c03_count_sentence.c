/* Counts the solutions with bit masks; prints one sentence.
   Usage: c03 N */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long search(unsigned all, unsigned cols, unsigned ld, unsigned rd)
{
	if (cols == all)
		return 1;
	long k = 0;
	unsigned free = all & ~(cols | ld | rd);
	while (free) {
		unsigned bit = free & -free;
		free -= bit;
		k += search(all, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
	}
	return k;
}

int main(int argc, char **argv)
{
	int n = atoi(argv[1]);
	long k = search((1u << n) - 1, 0, 0, 0);
	const char *f = getenv("NQ_FAULT");
	if (f && strcmp(f, "total") == 0)
		k++;
	printf("Number of solution for %d is %ld\n", n, k);
	return 0;
}
