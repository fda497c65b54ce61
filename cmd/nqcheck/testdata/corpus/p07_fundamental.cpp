// Prints only the fundamental solutions: one per class of solutions
// equal under rotations and reflections (the smallest of the class), as
// 1-based columns, then how many there are. Usage: p07 N
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <set>
#include <string>
#include <vector>
using namespace std;

typedef vector<int> Perm;

static Perm rotate(const Perm &p)
{
	int n = p.size();
	Perm q(n);
	for (int r = 0; r < n; r++)
		q[p[r]] = n - 1 - r;
	return q;
}

static Perm mirror(const Perm &p)
{
	Perm q(p);
	for (auto &c : q)
		c = p.size() - 1 - c;
	return q;
}

static Perm canonical(Perm p)
{
	Perm best = p;
	for (int k = 0; k < 4; k++) {
		best = min(best, p);
		best = min(best, mirror(p));
		p = rotate(p);
	}
	return best;
}

static void all(int n, Perm &cur, vector<Perm> &out)
{
	int r = cur.size();
	if (r == n) {
		out.push_back(cur);
		return;
	}
	for (int c = 0; c < n; c++) {
		bool ok = true;
		for (int i = 0; i < r && ok; i++)
			ok = cur[i] != c && abs(cur[i] - c) != r - i;
		if (ok) {
			cur.push_back(c);
			all(n, cur, out);
			cur.pop_back();
		}
	}
}

int main(int argc, char **argv)
{
	int n = atoi(argv[1]);
	vector<Perm> sols, classes;
	Perm cur;
	all(n, cur, sols);
	for (auto &p : sols)
		if (canonical(p) == p)
			classes.push_back(p);
	string fault = getenv("NQ_FAULT") ? getenv("NQ_FAULT") : "none";
	size_t unique = classes.size();
	if (!classes.empty()) {
		if (fault == "drop")
			classes.pop_back();
		else if (fault == "dup")
			classes.push_back(classes.back());
		else if (fault == "move")
			classes[0][0] = (classes[0][0] + 1) % n;
	}
	for (auto &p : classes) {
		for (int i = 0; i < n; i++)
			cout << p[i] + 1 << (i + 1 < n ? " " : "\n");
	}
	cout << "Unique solutions: " << unique + (fault == "total" ? 1 : 0) << "\n";
}
