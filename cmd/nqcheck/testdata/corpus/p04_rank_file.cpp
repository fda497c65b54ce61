// Chess diagrams: rank numbers on the left (n at the top), file letters
// under the board. Usage: p04 N
#include <cstdlib>
#include <cstring>
#include <iostream>
using namespace std;

static int n, cnt;
static int q[16];
static const char *fault;

static bool ok(int r, int c)
{
	for (int i = 0; i < r; i++)
		if (q[i] == c || q[i] + i == c + r || q[i] - i == c - r)
			return false;
	return true;
}

static void diagram(const int *p)
{
	for (int r = 0; r < n; r++) {
		cout << n - r << ' ';
		for (int c = 0; c < n; c++)
			cout << (p[r] == c ? 'Q' : '.') << (c + 1 < n ? " " : "");
		cout << '\n';
	}
	cout << "  ";
	for (int c = 0; c < n; c++)
		cout << char('a' + c) << (c + 1 < n ? " " : "");
	cout << "\n\n";
}

static void found()
{
	int p[16];
	memcpy(p, q, sizeof p);
	cnt++;
	if (cnt == 2) {
		if (!strcmp(fault, "drop"))
			return;
		if (!strcmp(fault, "move"))
			p[n - 2] = (p[n - 2] + 1) % n;
		if (!strcmp(fault, "dup"))
			diagram(p);
	}
	diagram(p);
}

static void place(int r)
{
	if (r == n) {
		found();
		return;
	}
	for (int c = 0; c < n; c++)
		if (ok(r, c)) {
			q[r] = c;
			place(r + 1);
		}
}

int main(int argc, char **argv)
{
	n = atoi(argv[1]);
	fault = getenv("NQ_FAULT") ? getenv("NQ_FAULT") : "none";
	place(0);
	return 0;
}
