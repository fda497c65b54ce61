/* Draws every solution as a bordered grid:
   +---+---+
   | Q |   |
   then says how many were found. Usage: c04 N */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int N;
int pos[16];
int found;
char *mode;

void rule(void)
{
	for (int j = 0; j < N; j++)
		printf("+---");
	printf("+\n");
}

void draw(int *p)
{
	for (int i = 0; i < N; i++) {
		rule();
		for (int j = 0; j < N; j++)
			printf("| %c ", p[i] == j ? 'Q' : ' ');
		printf("|\n");
	}
	rule();
	printf("\n");
}

void report(void)
{
	int p[16];
	memcpy(p, pos, sizeof p);
	found++;
	if (found == 1) {
		if (!strcmp(mode, "drop"))
			return;
		if (!strcmp(mode, "move"))
			p[N / 2] = (p[N / 2] + 1) % N;
		if (!strcmp(mode, "dup"))
			draw(p);
	}
	draw(p);
}

int attacked(int r, int c)
{
	for (int i = 0; i < r; i++)
		if (pos[i] == c || pos[i] - c == r - i || c - pos[i] == r - i)
			return 1;
	return 0;
}

void go(int r)
{
	if (r == N) {
		report();
		return;
	}
	for (int c = 0; c < N; c++)
		if (!attacked(r, c)) {
			pos[r] = c;
			go(r + 1);
		}
}

int main(int argc, char **argv)
{
	N = atoi(argv[1]);
	mode = getenv("NQ_FAULT") ? getenv("NQ_FAULT") : "none";
	go(0);
	printf("%d solutions were found.\n", found + (strcmp(mode, "total") == 0));
	return 0;
}
