# N-Queens for beginners: ask for N, print every board, then the total.
# N comes on standard input, after the prompt line.
import os

print("Enter the number of queens:")
n = int(input())
fault = os.environ.get("NQ_FAULT", "none")

board = [[0] * n for _ in range(n)]
solutions = []


def is_safe(row, col):
    for r in range(row):
        if board[r][col]:
            return False
        d = row - r
        if col - d >= 0 and board[r][col - d]:
            return False
        if col + d < n and board[r][col + d]:
            return False
    return True


def solve(row):
    if row == n:
        solutions.append([r[:] for r in board])
        return
    for col in range(n):
        if is_safe(row, col):
            board[row][col] = 1
            solve(row + 1)
            board[row][col] = 0


solve(0)
total = len(solutions)
if solutions:
    if fault == "drop":
        solutions.pop(0)
    elif fault == "dup":
        solutions.insert(0, solutions[0])
    elif fault == "move":
        row = solutions[0][0]
        c = row.index(1)
        row[c], row[(c + 1) % n] = 0, 1
    elif fault == "total":
        total += 1
for b in solutions:
    for r in b:
        print(" ".join("Q" if v else "." for v in r))
    print()
print("Total solutions:", total)
