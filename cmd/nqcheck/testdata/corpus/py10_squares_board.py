# The count first, then each solution under "#k": its squares in chess
# notation (ranks from 1 at the top row) and its board with Q and -.
# Usage: py10.py N
import os
import sys

n = int(sys.argv[1])
fault = os.environ.get("NQ_FAULT", "none")
solutions = []


def extend(rows):
    r = len(rows)
    if r == n:
        solutions.append(list(rows))
        return
    for c in range(n):
        if all(c != x and abs(c - x) != r - i for i, x in enumerate(rows)):
            extend(rows + [c])


extend([])
total = len(solutions) + (1 if fault == "total" else 0)
print(f"{total} solutions")
shown = list(solutions)
if shown and fault == "drop":
    shown.pop(0)
if shown and fault == "dup":
    shown.insert(0, shown[0])
if shown and fault == "move":
    shown[0] = [(shown[0][0] + 1) % n] + shown[0][1:]
for k, s in enumerate(shown, 1):
    print()
    print(f"#{k}")
    print(" ".join(f"{chr(ord('a') + c)}{r + 1}" for r, c in enumerate(s)) + " ")
    for c in s:
        print(" ".join("Q" if i == c else "-" for i in range(n)) + " ")
