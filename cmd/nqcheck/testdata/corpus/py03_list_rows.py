"""LeetCode 51 style: each solution is a list of row strings, printed as
Python prints a list. Usage: python3 py03_list_rows.py N"""
import os
import sys


class Solution:
    def solveNQueens(self, n):
        res = []
        cols, diag, anti = set(), set(), set()
        board = [["."] * n for _ in range(n)]

        def backtrack(r):
            if r == n:
                res.append(["".join(row) for row in board])
                return
            for c in range(n):
                if c in cols or r - c in diag or r + c in anti:
                    continue
                cols.add(c)
                diag.add(r - c)
                anti.add(r + c)
                board[r][c] = "Q"
                backtrack(r + 1)
                board[r][c] = "."
                cols.remove(c)
                diag.remove(r - c)
                anti.remove(r + c)

        backtrack(0)
        return res


n = int(sys.argv[1])
out = Solution().solveNQueens(n)
fault = os.environ.get("NQ_FAULT", "")
if out:
    i = len(out) // 2
    if fault == "drop":
        del out[i]
    elif fault == "dup":
        out.insert(i, out[i])
    elif fault == "move":
        row = out[i][n - 1]
        c = row.index("Q")
        out[i][n - 1] = "." * ((c + 1) % n) + "Q" + "." * (n - 1 - (c + 1) % n)
for b in out:
    print(b)
