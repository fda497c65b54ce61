/* A lab program: asks for the number of queens, then prints each
   solution as "row : column" pairs (1-based) split by tabs after a
   caption. Usage: c13 < N */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int n, count;
int col[20];
const char *fault;

int safe(int r, int c)
{
	for (int i = 1; i < r; i++)
		if (col[i] == c || abs(col[i] - c) == r - i)
			return 0;
	return 1;
}

void show(void)
{
	int moved = 0;
	count++;
	if (count == 1) {
		if (strcmp(fault, "drop") == 0)
			return;
		if (strcmp(fault, "move") == 0)
			moved = 1;
	}
	printf("\n\nSolution %d:\nRow : Column = ", count);
	for (int r = 1; r <= n; r++) {
		int c = col[r];
		if (moved && r == 1)
			c = c % n + 1;
		printf("%d : %d\t", r, c);
	}
	if (count == 1 && strcmp(fault, "dup") == 0) {
		printf("\n\nSolution %d:\nRow : Column = ", count);
		for (int r = 1; r <= n; r++)
			printf("%d : %d\t", r, col[r]);
	}
}

void queen(int r)
{
	for (int c = 1; c <= n; c++) {
		if (!safe(r, c))
			continue;
		col[r] = c;
		if (r == n)
			show();
		else
			queen(r + 1);
	}
}

int main(void)
{
	fault = getenv("NQ_FAULT") ? getenv("NQ_FAULT") : "";
	printf("Enter the number of queens: ");
	if (scanf("%d", &n) != 1)
		return 1;
	queen(1);
	printf("\n");
	return 0;
}
