// Prints the boards side by side, four to a band, then
// "Problem of queen N:K". Usage: p05 N
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int N;
vector<vector<int>> all;

void dfs(vector<int> &p, unsigned cols, unsigned l, unsigned r)
{
	if ((int)p.size() == N) {
		all.push_back(p);
		return;
	}
	for (int c = 0; c < N; c++) {
		unsigned bit = 1u << c;
		if ((cols | l | r) & bit)
			continue;
		p.push_back(c);
		dfs(p, cols | bit, (l | bit) << 1, (r | bit) >> 1);
		p.pop_back();
	}
}

int main(int argc, char **argv)
{
	N = atoi(argv[1]);
	vector<int> p;
	dfs(p, 0, 0, 0);
	string fault = getenv("NQ_FAULT") ? getenv("NQ_FAULT") : "none";
	vector<vector<int>> show = all;
	if (!show.empty()) {
		if (fault == "drop")
			show.erase(show.begin());
		if (fault == "dup")
			show.insert(show.begin() + 1, show[0]);
		if (fault == "move")
			show[0][1] = (show[0][1] + 1) % N;
	}
	const size_t band = 4;
	for (size_t s = 0; s < show.size(); s += band) {
		size_t e = min(show.size(), s + band);
		for (int r = 0; r < N; r++) {
			string line;
			for (size_t k = s; k < e; k++) {
				for (int c = 0; c < N; c++)
					line += show[k][r] == c ? "Q" : ".";
				if (k + 1 < e)
					line += "   ";
			}
			cout << line << "\n";
		}
		cout << "\n";
	}
	cout << "Problem of queen " << N << ":" << all.size() + (fault == "total") << endl;
}
