/* All solutions as 1-based column lists, each under a "#k" label.
   Usage: c02 N */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int n;
int queens[32];
int sols[20000][12];
int count;

int ok(int r, int c)
{
	for (int i = 0; i < r; i++) {
		int d = queens[i] - c;
		if (d == 0 || d == r - i || d == i - r)
			return 0;
	}
	return 1;
}

void solve(int r)
{
	if (r == n) {
		memcpy(sols[count++], queens, sizeof(int) * n);
		return;
	}
	for (int c = 0; c < n; c++) {
		if (ok(r, c)) {
			queens[r] = c;
			solve(r + 1);
		}
	}
}

int main(int argc, char *argv[])
{
	n = argc > 1 ? atoi(argv[1]) : 8;
	const char *f = getenv("NQ_FAULT");
	if (!f)
		f = "none";
	solve(0);
	int last = count - 1; /* the fault touches the last solution */
	int label = 1;
	for (int s = 0; s < count; s++) {
		int reps = 1;
		if (s == last && !strcmp(f, "drop"))
			continue;
		if (s == last && !strcmp(f, "dup"))
			reps = 2;
		if (s == last && !strcmp(f, "move"))
			sols[s][n - 1] = (sols[s][n - 1] + 2) % n;
		while (reps-- > 0) {
			printf("#%d\n", label++);
			for (int i = 0; i < n; i++)
				printf("%d%s", sols[s][i] + 1, i + 1 < n ? " " : "\n");
		}
	}
	printf("Found %d solutions\n", count + !strcmp(f, "total"));
	return 0;
}
