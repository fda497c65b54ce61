/* Each solution as one string of digits, its columns counted from 1, as
   programs for boards up to 9 print them; the count last, after "Total:".
   Usage: c11 N */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int n, q[10], count, printed;
static const char *fault;

static void out(void)
{
	for (int i = 0; i < n; i++)
		putchar('0' + q[i] + 1);
	putchar('\n');
}

static void put(int r)
{
	if (r == n) {
		count++;
		if (count == 1 && strcmp(fault, "drop") == 0)
			return;
		if (count == 1 && strcmp(fault, "move") == 0) {
			int k = q[1];
			q[1] = (q[1] + 1) % n;
			out();
			q[1] = k;
			return;
		}
		out();
		if (count == 1 && strcmp(fault, "dup") == 0)
			out();
		return;
	}
	for (int c = 0; c < n; c++) {
		int good = 1;
		for (int i = 0; i < r && good; i++)
			good = q[i] != c && abs(q[i] - c) != r - i;
		if (good) {
			q[r] = c;
			put(r + 1);
		}
	}
}

int main(int argc, char **argv)
{
	n = atoi(argv[1]);
	fault = getenv("NQ_FAULT");
	if (fault == NULL)
		fault = "none";
	put(0);
	printf("Total: %d\n", count + (strcmp(fault, "total") == 0));
	return 0;
}
