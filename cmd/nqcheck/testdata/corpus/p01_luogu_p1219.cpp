// Luogu P1219 (USACO "Checker Challenge"), the textbook solution: read n,
// print the first three solutions as 1-based columns, then the total.
// n comes on standard input.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
using namespace std;

int n, total;
int a[100];                 // a[i]: column of the queen of row i
bool b[100], c[100], d[100]; // column, i+j diagonal, i-j+n diagonal taken
const char *fault = "none";

void print()
{
	if (total <= 2) {
		int row[100];
		memcpy(row, a, sizeof row);
		bool target = total == 1;
		if (target && strcmp(fault, "drop") == 0)
			return;
		if (target && strcmp(fault, "move") == 0)
			row[1] = row[1] % n + 1;
		int times = target && strcmp(fault, "dup") == 0 ? 2 : 1;
		while (times--) {
			for (int k = 1; k <= n; k++)
				cout << row[k] << " ";
			cout << endl;
		}
	}
}

void queen(int i)
{
	if (i > n) {
		print();
		total++;
		return;
	}
	for (int j = 1; j <= n; j++) {
		if (!b[j] && !c[i + j] && !d[i - j + n]) {
			a[i] = j;
			b[j] = c[i + j] = d[i - j + n] = true;
			queen(i + 1);
			b[j] = c[i + j] = d[i - j + n] = false;
		}
	}
}

int main()
{
	if (getenv("NQ_FAULT"))
		fault = getenv("NQ_FAULT");
	cin >> n;
	queen(1);
	cout << total + (strcmp(fault, "total") == 0 ? 1 : 0);
	return 0;
}
