/* Boards drawn with Q for a queen and # for an empty square; says
   "No solution" when there is none. Usage: c08 N */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int n, c[16], cnt;
int all[1000][16];
int colFree[16], up[32], down[32];

void rec(int r)
{
	if (r == n) {
		memcpy(all[cnt++], c, sizeof c);
		return;
	}
	for (int j = 0; j < n; j++) {
		if (colFree[j] && up[r + j] && down[r - j + n - 1]) {
			c[r] = j;
			colFree[j] = up[r + j] = down[r - j + n - 1] = 0;
			rec(r + 1);
			colFree[j] = up[r + j] = down[r - j + n - 1] = 1;
		}
	}
}

int main(int argc, char **argv)
{
	n = atoi(argv[1]);
	for (int i = 0; i < 32; i++) {
		up[i] = down[i] = 1;
		if (i < 16)
			colFree[i] = 1;
	}
	rec(0);
	if (cnt == 0) {
		printf("No solution\n");
		return 0;
	}
	const char *fault = getenv("NQ_FAULT");
	if (fault == NULL)
		fault = "none";
	for (int s = 0; s < cnt; s++) {
		int rep = 1;
		if (s == 0 && strcmp(fault, "drop") == 0)
			continue;
		if (s == 0 && strcmp(fault, "dup") == 0)
			rep = 2;
		if (s == 0 && strcmp(fault, "move") == 0)
			all[s][n - 1] = (all[s][n - 1] + n - 1) % n;
		while (rep--) {
			for (int i = 0; i < n; i++) {
				for (int j = 0; j < n; j++)
					putchar(all[s][i] == j ? 'Q' : '#');
				putchar('\n');
			}
			putchar('\n');
		}
	}
	return 0;
}
