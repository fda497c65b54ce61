/* Boards drawn with the queen's letter only: each row the cells joined
   by a space, an empty cell itself a space, so that a row is 2n - 1
   characters and nothing marks the empty squares; a blank line after
   each board, the count last.
   Usage: c16 N */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int n, at[32], total;
static const char *fault;

static void draw(void)
{
	for (int r = 0; r < n; r++) {
		for (int c = 0; c < n; c++) {
			if (c > 0)
				putchar(' ');
			putchar(c == at[r] ? 'Q' : ' ');
		}
		putchar('\n');
	}
	putchar('\n');
}

static void solve(int r, unsigned cols, unsigned d1, unsigned d2)
{
	if (r == n) {
		total++;
		if (total == 1 && strcmp(fault, "drop") == 0)
			return;
		if (total == 1 && strcmp(fault, "move") == 0) {
			int k = at[n - 1];
			at[n - 1] = (k + 1) % n;
			draw();
			at[n - 1] = k;
			return;
		}
		draw();
		if (total == 1 && strcmp(fault, "dup") == 0)
			draw();
		return;
	}
	for (int c = 0; c < n; c++) {
		if ((cols >> c & 1) || (d1 >> (r + c) & 1) || (d2 >> (r - c + n) & 1))
			continue;
		at[r] = c;
		solve(r + 1, cols | 1u << c, d1 | 1u << (r + c), d2 | 1u << (r - c + n));
	}
}

int main(int argc, char **argv)
{
	n = atoi(argv[1]);
	fault = getenv("NQ_FAULT");
	if (fault == NULL)
		fault = "none";
	solve(0, 0, 0, 0);
	printf("%d solutions\n", total + (strcmp(fault, "total") == 0));
	return 0;
}
