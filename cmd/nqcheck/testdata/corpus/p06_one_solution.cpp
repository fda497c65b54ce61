// Interview classic: place N queens and print one arrangement, or say
// that there is none. Reads N after the prompt on standard input.
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

bool isSafe(const vector<vector<int>> &board, int row, int col, int n)
{
	for (int i = 0; i < row; i++)
		if (board[i][col])
			return false;
	for (int i = row, j = col; i >= 0 && j >= 0; i--, j--)
		if (board[i][j])
			return false;
	for (int i = row, j = col; i >= 0 && j < n; i--, j++)
		if (board[i][j])
			return false;
	return true;
}

bool solveNQ(vector<vector<int>> &board, int row, int n)
{
	if (row == n)
		return true;
	for (int col = 0; col < n; col++) {
		if (isSafe(board, row, col, n)) {
			board[row][col] = 1;
			if (solveNQ(board, row + 1, n))
				return true;
			board[row][col] = 0;
		}
	}
	return false;
}

void printSolution(const vector<vector<int>> &board)
{
	for (auto &row : board) {
		for (int v : row)
			cout << (v ? "Q " : ". ");
		cout << "\n";
	}
}

int main()
{
	int n;
	cout << "Enter N:" << endl;
	cin >> n;
	vector<vector<int>> board(n, vector<int>(n, 0));
	if (!solveNQ(board, 0, n)) {
		cout << "Solution does not exist" << endl;
		return 0;
	}
	string fault = getenv("NQ_FAULT") ? getenv("NQ_FAULT") : "none";
	if (fault == "move") {
		for (int c = 0; c < n; c++)
			if (board[0][c]) {
				board[0][c] = 0;
				board[0][(c + 1) % n] = 1;
				break;
			}
	}
	printSolution(board);
	if (fault == "dup") {
		cout << "\n";
		printSolution(board);
	}
	return 0;
}
