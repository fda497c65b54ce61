/* Eight queens, the textbook way: place a queen row by row, print each
   board as soon as it is found, then the total. Usage: c01 N */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX 16

static int n, total;
static int col[MAX];
static const char *fault = "none";

static int safe(int row, int c)
{
	int i;
	for (i = 0; i < row; i++)
		if (col[i] == c || abs(col[i] - c) == row - i)
			return 0;
	return 1;
}

static void show(void)
{
	int i, j, times = 1;
	int q[MAX];
	memcpy(q, col, sizeof q);
	total++;
	if (total == 2 && strcmp(fault, "drop") == 0)
		return;
	if (total == 2 && strcmp(fault, "dup") == 0)
		times = 2;
	if (total == 2 && strcmp(fault, "move") == 0)
		q[0] = (q[0] + 1) % n;
	while (times--) {
		printf("No. %d\n-----\n", total);
		for (i = 0; i < n; i++) {
			for (j = 0; j < n; j++)
				printf("%c ", q[i] == j ? 'Q' : '.');
			printf("\n");
		}
		printf("\n");
	}
}

static void place(int row)
{
	int c;
	if (row == n) {
		show();
		return;
	}
	for (c = 0; c < n; c++)
		if (safe(row, c)) {
			col[row] = c;
			place(row + 1);
		}
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: %s N\n", argv[0]);
		return 1;
	}
	n = atoi(argv[1]);
	if (getenv("NQ_FAULT"))
		fault = getenv("NQ_FAULT");
	place(0);
	printf("The total number of solutions are: %d\n",
	       total + (strcmp(fault, "total") == 0));
	return 0;
}
