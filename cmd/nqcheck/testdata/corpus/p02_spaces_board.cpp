// Prints "Solution k:" and the board, a queen as Q and an empty square as
// blank space, two characters a square. Usage: p02 N
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

class Queens {
public:
	explicit Queens(int n) : n_(n), pos_(n) {}
	void solve(int row = 0)
	{
		if (row == n_) {
			found_.push_back(pos_);
			return;
		}
		for (int c = 0; c < n_; ++c) {
			if (free(row, c)) {
				pos_[row] = c;
				solve(row + 1);
			}
		}
	}
	const vector<vector<int>> &found() const { return found_; }

private:
	bool free(int row, int c) const
	{
		for (int r = 0; r < row; ++r)
			if (pos_[r] == c || abs(pos_[r] - c) == row - r)
				return false;
		return true;
	}
	int n_;
	vector<int> pos_;
	vector<vector<int>> found_;
};

static void draw(int k, const vector<int> &p)
{
	cout << "Solution " << k << ":\n";
	for (size_t r = 0; r < p.size(); ++r) {
		string line;
		for (size_t c = 0; c < p.size(); ++c)
			line += (p[r] == (int)c) ? "Q " : "  ";
		cout << line << "\n";
	}
	cout << "\n";
}

int main(int argc, char **argv)
{
	int n = atoi(argv[1]);
	string fault = getenv("NQ_FAULT") ? getenv("NQ_FAULT") : "none";
	Queens q(n);
	q.solve();
	vector<vector<int>> sols = q.found();
	size_t t = sols.size() > 1 ? 1 : 0;
	for (size_t i = 0; i < sols.size(); ++i) {
		vector<int> p = sols[i];
		if (i == t && fault == "drop")
			continue;
		if (i == t && fault == "move")
			p[0] = (p[0] + 1) % n;
		draw(i + 1, p);
		if (i == t && fault == "dup")
			draw(i + 1, p);
	}
	return 0;
}
