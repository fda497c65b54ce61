/* Boards of Q and . , then the count in a German sentence written in
   ISO-8859-1, not UTF-8 (0xF6 for o-umlaut). Usage: c12 N */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int n, q[16], total;
static const char *fault;

static void board(void)
{
	for (int r = 0; r < n; r++) {
		for (int c = 0; c < n; c++)
			putchar(q[r] == c ? 'Q' : '.');
		putchar('\n');
	}
	putchar('\n');
}

static void solve(int r)
{
	if (r == n) {
		total++;
		if (total == 1 && strcmp(fault, "drop") == 0)
			return;
		if (total == 1 && strcmp(fault, "move") == 0) {
			int k = q[0];
			q[0] = (q[0] + 1) % n;
			board();
			q[0] = k;
			return;
		}
		board();
		if (total == 1 && strcmp(fault, "dup") == 0)
			board();
		return;
	}
	for (int c = 0; c < n; c++) {
		int i;
		for (i = 0; i < r; i++)
			if (q[i] == c || abs(q[i] - c) == r - i)
				break;
		if (i == r) {
			q[r] = c;
			solve(r + 1);
		}
	}
}

int main(int argc, char **argv)
{
	n = atoi(argv[1]);
	fault = getenv("NQ_FAULT");
	if (fault == NULL)
		fault = "none";
	solve(0);
	printf("L\xf6sungen insgesamt: %d\n", total + (strcmp(fault, "total") == 0));
	return 0;
}
