// Collects the solutions as vectors of 0-based columns, prints each as
// [1, 3, 0, 2] and then "There are K ways". Usage: p03 N
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int n;
vector<vector<int>> res;
vector<int> cur;
vector<bool> usedCol, diag1, diag2;

void backtrack(int r)
{
	if (r == n) {
		res.push_back(cur);
		return;
	}
	for (int c = 0; c < n; c++) {
		if (usedCol[c] || diag1[r + c] || diag2[r - c + n - 1])
			continue;
		usedCol[c] = diag1[r + c] = diag2[r - c + n - 1] = true;
		cur.push_back(c);
		backtrack(r + 1);
		cur.pop_back();
		usedCol[c] = diag1[r + c] = diag2[r - c + n - 1] = false;
	}
}

ostream &operator<<(ostream &os, const vector<int> &v)
{
	os << "[";
	for (size_t i = 0; i < v.size(); i++)
		os << (i ? ", " : "") << v[i];
	return os << "]";
}

int main(int argc, char *argv[])
{
	n = stoi(argv[1]);
	usedCol.assign(n, false);
	diag1.assign(2 * n, false);
	diag2.assign(2 * n, false);
	backtrack(0);
	const char *e = getenv("NQ_FAULT");
	string fault = e ? e : "";
	if (!res.empty()) {
		size_t last = res.size() - 1;
		if (fault == "drop")
			res.erase(res.begin() + last);
		else if (fault == "dup")
			res.push_back(res[last]);
		else if (fault == "move")
			res[last][n - 1] = (res[last][n - 1] + 1) % n;
	}
	for (auto &v : res)
		cout << v << endl;
	size_t ways = fault == "drop" ? res.size() + 1 : fault == "dup" ? res.size() - 1 : res.size();
	if (fault == "total")
		ways++;
	cout << "There are " << ways << " ways" << endl;
}
