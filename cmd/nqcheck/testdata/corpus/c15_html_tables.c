/* A page for a browser: each solution an HTML table on one line, an
   image in the queen's cell and a non-breaking space in the others, the
   count in a paragraph at the end.
   Usage: c15 N */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int n, col[32], found;
static const char *fault;

static void table(void)
{
	printf("<table class=\"board\">");
	for (int r = 0; r < n; r++) {
		printf("<tr>");
		for (int c = 0; c < n; c++)
			printf(c == col[r] ? "<td><img src=\"queen.png\" alt=\"\"></td>" : "<td>&nbsp;</td>");
		printf("</tr>");
	}
	printf("</table>\n");
}

static int safe(int r, int c)
{
	for (int i = 0; i < r; i++)
		if (col[i] == c || abs(col[i] - c) == r - i)
			return 0;
	return 1;
}

static void place(int r)
{
	if (r == n) {
		found++;
		if (found == 1 && strcmp(fault, "drop") == 0)
			return;
		if (found == 1 && strcmp(fault, "move") == 0) {
			int k = col[0];
			col[0] = (k + 1) % n;
			table();
			col[0] = k;
			return;
		}
		table();
		if (found == 1 && strcmp(fault, "dup") == 0)
			table();
		return;
	}
	for (int c = 0; c < n; c++)
		if (safe(r, c)) {
			col[r] = c;
			place(r + 1);
		}
}

int main(int argc, char **argv)
{
	n = argc > 1 ? atoi(argv[1]) : 8;
	fault = getenv("NQ_FAULT");
	if (fault == NULL)
		fault = "none";
	printf("<!DOCTYPE html>\n<html>\n<head><title>%d queens</title></head>\n<body>\n<h1>%d queens</h1>\n", n, n);
	place(0);
	printf("<p>Number of solutions: %d</p>\n</body>\n</html>\n", found + (strcmp(fault, "total") == 0));
	return 0;
}
