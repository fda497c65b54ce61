// Each solution on one line as row,col pairs (0-based) separated by
// spaces, then "total K solutions". Usage: p08 N
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <sstream>
using namespace std;

int n, total;
int where[16];
bool col[16], sum[32], dif[32];
const char *fault = "none";

void emit()
{
	total++;
	bool hit = total == (n < 6 ? 1 : 3); // the solution the fault touches
	if (hit && !strcmp(fault, "drop"))
		return;
	ostringstream line;
	for (int r = 0; r < n; r++) {
		int c = where[r];
		if (hit && r == 1 && !strcmp(fault, "move"))
			c = (c + 1) % n;
		line << r << "," << c << (r + 1 < n ? " " : "");
	}
	cout << line.str() << "\n";
	if (hit && !strcmp(fault, "dup"))
		cout << line.str() << "\n";
}

void go(int r)
{
	if (r == n) {
		emit();
		return;
	}
	for (int c = 0; c < n; c++) {
		if (col[c] || sum[r + c] || dif[r - c + n])
			continue;
		col[c] = sum[r + c] = dif[r - c + n] = true;
		where[r] = c;
		go(r + 1);
		col[c] = sum[r + c] = dif[r - c + n] = false;
	}
}

int main(int argc, char **argv)
{
	n = atoi(argv[1]);
	if (getenv("NQ_FAULT"))
		fault = getenv("NQ_FAULT");
	go(0);
	cout << "total " << total + (strcmp(fault, "total") == 0) << " solutions" << endl;
}
