// Tries the columns from the right to the left, so the solutions come out
// in reverse lexicographic order; 1-based columns, then the count alone.
// Usage: p09 N
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

static int n;
static vector<int> q;
static vector<vector<int>> sols;

static bool fits(int r, int c)
{
	for (int i = 0; i < r; i++)
		if (q[i] == c || q[i] - c == r - i || c - q[i] == r - i)
			return false;
	return true;
}

static void search(int r)
{
	if (r == n) {
		sols.push_back(q);
		return;
	}
	for (int c = n; c >= 1; c--) {
		if (fits(r, c)) {
			q[r] = c;
			search(r + 1);
		}
	}
}

int main(int argc, char **argv)
{
	n = atoi(argv[1]);
	q.assign(n, 0);
	search(0);
	string fault = getenv("NQ_FAULT") ? getenv("NQ_FAULT") : "none";
	size_t k = sols.size();
	if (k >= 2) {
		if (fault == "drop")
			sols.erase(sols.begin() + 1);
		else if (fault == "dup")
			sols.insert(sols.begin() + 1, sols[1]);
		else if (fault == "move")
			sols[1][n - 1] = sols[1][n - 1] % n + 1;
	}
	for (const auto &s : sols) {
		for (int i = 0; i < n; i++)
			cout << s[i] << (i + 1 < n ? ' ' : '\n');
	}
	cout << k + (fault == "total") << '\n';
}
