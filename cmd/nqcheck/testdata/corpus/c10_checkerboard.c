/* Every solution drawn on a checkerboard: the empty squares alternate a
   space and a dot, the queen is Q, each square one character wide; a
   heading "No. k" and a rule over each board. Usage: c10 N */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int n, pos[16], found;
static const char *fault;

static int safe(int r, int c)
{
	for (int i = 0; i < r; i++)
		if (pos[i] == c || abs(pos[i] - c) == r - i)
			return 0;
	return 1;
}

static void draw(void)
{
	printf("\nNo. %d\n", found);
	for (int i = 0; i < n; i++)
		putchar('-');
	putchar('\n');
	for (int r = 0; r < n; r++) {
		for (int c = 0; c < n; c++)
			putchar(pos[r] == c ? 'Q' : ((r + c) % 2 ? '.' : ' '));
		putchar('\n');
	}
}

static void place(int r)
{
	if (r == n) {
		found++;
		if (found == 2 && strcmp(fault, "drop") == 0)
			return;
		if (found == 2 && strcmp(fault, "move") == 0) {
			int keep = pos[0];
			pos[0] = (pos[0] + 1) % n;
			draw();
			pos[0] = keep;
			return;
		}
		draw();
		if (found == 2 && strcmp(fault, "dup") == 0)
			draw();
		return;
	}
	for (int c = 0; c < n; c++)
		if (safe(r, c)) {
			pos[r] = c;
			place(r + 1);
		}
}

int main(int argc, char **argv)
{
	n = argc > 1 ? atoi(argv[1]) : 8;
	fault = getenv("NQ_FAULT");
	if (fault == NULL)
		fault = "none";
	place(0);
	return 0;
}
