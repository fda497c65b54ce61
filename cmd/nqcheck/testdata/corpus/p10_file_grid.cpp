// Boards under a line of file letters, each square three characters
// wide, a rank number before each row and nothing after the queen (#);
// the count in a sentence at the end. Usage: p10 N
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

static int n;
static std::vector<std::vector<int>> sols;

static void search(std::vector<int> &q, int r, unsigned cols, unsigned d1, unsigned d2)
{
	if (r == n) {
		sols.push_back(q);
		return;
	}
	for (int c = 0; c < n; c++) {
		if ((cols >> c & 1) || (d1 >> (r + c) & 1) || (d2 >> (r - c + n) & 1))
			continue;
		q[r] = c;
		search(q, r + 1, cols | 1u << c, d1 | 1u << (r + c), d2 | 1u << (r - c + n));
	}
}

static void show(const std::vector<int> &q)
{
	std::string head;
	for (int c = 0; c < n; c++) {
		head += "  ";
		head += char('a' + c);
	}
	std::printf("%s\n", head.c_str());
	for (int r = 0; r < n; r++)
		std::printf("%d %s# \n", r + 1, std::string(3 * q[r], ' ').c_str());
	std::printf("\n\n");
}

int main(int argc, char **argv)
{
	n = argc > 1 ? std::atoi(argv[1]) : 8;
	const char *f = std::getenv("NQ_FAULT");
	std::string fault = f ? f : "none";
	std::vector<int> q(n);
	search(q, 0, 0, 0, 0);
	size_t total = sols.size();
	for (size_t i = 0; i < sols.size(); i++) {
		std::vector<int> s = sols[i];
		if (i == 0 && fault == "drop")
			continue;
		if (i == 0 && fault == "move")
			s[n - 1] = (s[n - 1] + 1) % n;
		show(s);
		if (i == 0 && fault == "dup")
			show(s);
	}
	if (fault == "total")
		total++;
	std::printf("Found %zu solutions.\n", total);
	return 0;
}
