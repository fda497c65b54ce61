/* Searches column by column: for column 0, 1, ... choose the row of its
   queen. Boards come out in the order of that search. Usage: c06 N */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int n;
int rowOf[20]; /* rowOf[c]: the row of the queen in column c */
int rowUsed[20], d1[40], d2[40];
int shown;
const char *fault;

void print(void)
{
	int r, c, reps = 1, moved = -1;
	shown++;
	if (shown == 2) {
		if (strcmp(fault, "drop") == 0)
			return;
		if (strcmp(fault, "dup") == 0)
			reps = 2;
		if (strcmp(fault, "move") == 0)
			moved = 0; /* the queen of row 0 goes one column right */
	}
	while (reps--) {
		for (r = 0; r < n; r++) {
			int qc = -1;
			for (c = 0; c < n; c++)
				if (rowOf[c] == r)
					qc = c;
			if (r == moved)
				qc = (qc + 1) % n;
			for (c = 0; c < n; c++)
				printf(c == qc ? "Q" : ".");
			printf("\n");
		}
		printf("\n");
	}
}

void place(int c)
{
	if (c == n) {
		print();
		return;
	}
	for (int r = 0; r < n; r++) {
		if (rowUsed[r] || d1[r + c] || d2[r - c + n])
			continue;
		rowUsed[r] = d1[r + c] = d2[r - c + n] = 1;
		rowOf[c] = r;
		place(c + 1);
		rowUsed[r] = d1[r + c] = d2[r - c + n] = 0;
	}
}

int main(int argc, char **argv)
{
	n = atoi(argv[1]);
	fault = getenv("NQ_FAULT") ? getenv("NQ_FAULT") : "";
	place(0);
	return 0;
}
