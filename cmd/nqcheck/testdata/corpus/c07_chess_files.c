/* Prints each solution in chess notation, one queen per file:
   a1 b5 c8 d6 e3 f7 g2 h4  (file a holds the queen of the first row).
   Usage: c07 N */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int n, q[26], k;
static int sol[800][26];

static void search(int f)
{
	if (f == n) {
		memcpy(sol[k++], q, sizeof q);
		return;
	}
	for (int r = 0; r < n; r++) {
		int good = 1;
		for (int g = 0; g < f && good; g++)
			if (q[g] == r || abs(q[g] - r) == f - g)
				good = 0;
		if (good) {
			q[f] = r;
			search(f + 1);
		}
	}
}

int main(int argc, char **argv)
{
	n = atoi(argv[1]);
	char *fault = getenv("NQ_FAULT");
	search(0);
	int target = k / 2;
	for (int s = 0; s < k; s++) {
		int times = 1;
		if (fault && s == target) {
			if (!strcmp(fault, "drop"))
				times = 0;
			if (!strcmp(fault, "dup"))
				times = 2;
			if (!strcmp(fault, "move"))
				sol[s][1] = (sol[s][1] + 1) % n;
		}
		for (; times > 0; times--) {
			for (int f = 0; f < n; f++)
				printf("%c%d ", 'a' + f, sol[s][f] + 1);
			printf("\n");
		}
	}
	return 0;
}
