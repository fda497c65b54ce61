/* A Windows-minded program: "Solution 1: 2 4 1 3" per line, CRLF line
   ends, and the count at the end. Usage: c09 N */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int n, num;
static int a[20];
static int cols[20], dg[40], ad[40];
static const char *fault = "none";

static void out(void)
{
	int v[20], reps = 1, i;
	memcpy(v, a, sizeof v);
	num++;
	if (num == 1 && !strcmp(fault, "drop"))
		return;
	if (num == 1 && !strcmp(fault, "dup"))
		reps = 2;
	if (num == 1 && !strcmp(fault, "move"))
		v[2] = v[2] % n + 1;
	while (reps--) {
		printf("Solution %d: ", num);
		for (i = 1; i <= n; i++)
			printf("%d ", v[i]);
		printf("\r\n");
	}
}

static void dfs(int r)
{
	int j;
	if (r > n) {
		out();
		return;
	}
	for (j = 1; j <= n; j++)
		if (!cols[j] && !dg[r + j] && !ad[r - j + n]) {
			a[r] = j;
			cols[j] = dg[r + j] = ad[r - j + n] = 1;
			dfs(r + 1);
			cols[j] = dg[r + j] = ad[r - j + n] = 0;
		}
}

int main(int argc, char **argv)
{
	n = atoi(argv[1]);
	if (getenv("NQ_FAULT"))
		fault = getenv("NQ_FAULT");
	dfs(1);
	printf("Total: %d\r\n", num + !strcmp(fault, "total"));
	return 0;
}
