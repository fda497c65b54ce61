/* Prints each solution one row a line, "Row r: Queen at column c"
   (1-based), then a rule. Usage: c14 N */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int n, shown, pos[20];
static const char *fault;

static int ok(int r, int c)
{
	for (int i = 0; i < r; i++)
		if (pos[i] == c || abs(pos[i] - c) == r - i)
			return 0;
	return 1;
}

static void print_solution(void)
{
	int times = 1;
	shown++;
	if (shown == 1 && strcmp(fault, "drop") == 0)
		return;
	if (shown == 1 && strcmp(fault, "dup") == 0)
		times = 2;
	while (times--) {
		for (int r = 0; r < n; r++) {
			int c = pos[r];
			if (shown == 1 && r == 0 && strcmp(fault, "move") == 0)
				c = (c + 1) % n;
			printf("Row %d: Queen at column %d\n", r + 1, c + 1);
		}
		printf("----------------\n");
	}
}

static void solve(int r)
{
	if (r == n) {
		print_solution();
		return;
	}
	for (int c = 0; c < n; c++)
		if (ok(r, c)) {
			pos[r] = c;
			solve(r + 1);
		}
}

int main(int argc, char **argv)
{
	if (argc < 2)
		return 2;
	n = atoi(argv[1]);
	fault = getenv("NQ_FAULT") ? getenv("NQ_FAULT") : "";
	solve(0);
	return 0;
}
