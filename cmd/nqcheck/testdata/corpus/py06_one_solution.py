# Finds one placement with backtracking and prints the board as rows of
# 0 and 1, or says that there is none. Usage: py06 N
import os
import sys


def solve_nq(board, col, n):
    # column by column, as the classic tutorial does
    if col == n:
        return True
    for i in range(n):
        if safe(board, i, col, n):
            board[i][col] = 1
            if solve_nq(board, col + 1, n):
                return True
            board[i][col] = 0
    return False


def safe(board, row, col, n):
    for j in range(col):
        if board[row][j]:
            return False
    i, j = row, col
    while i >= 0 and j >= 0:
        if board[i][j]:
            return False
        i, j = i - 1, j - 1
    i, j = row, col
    while i < n and j >= 0:
        if board[i][j]:
            return False
        i, j = i + 1, j - 1
    return True


n = int(sys.argv[1])
board = [[0] * n for _ in range(n)]
if not solve_nq(board, 0, n):
    print("Solution does not exist")
    sys.exit(0)
fault = os.environ.get("NQ_FAULT", "none")
if fault == "move":
    r = board[n - 1]
    c = r.index(1)
    r[c] = 0
    r[(c + 1) % n] = 1
for row in board:
    print(*row)
if fault == "dup":
    print()
    for row in board:
        print(*row)
