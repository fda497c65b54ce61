# N-Queens from a lab sheet: a prompt with no line end, then each board
# under its label, the queens numbered by their row, cells ended by tabs.
import os
import sys

n = int(sys.argv[1])
fault = os.environ.get("NQ_FAULT", "none")
print("enter the size of the board: ", end="")

sols = []
q = [0] * n


def ok(row, col):
    for r in range(row):
        if q[r] == col or abs(q[r] - col) == row - r:
            return False
    return True


def go(row):
    if row == n:
        sols.append(q[:])
        return
    for col in range(n):
        if ok(row, col):
            q[row] = col
            go(row + 1)


go(0)
count = len(sols)
if sols:
    if fault == "drop":
        del sols[len(sols) // 2]
    elif fault == "dup":
        sols.insert(1, sols[0])
    elif fault == "move":
        sols[-1] = sols[-1][:]
        sols[-1][0] = (sols[-1][0] + 1) % n
    elif fault == "total":
        count += 1
for k, s in enumerate(sols, 1):
    print(f"board-{k}")
    for r in range(n):
        print("".join((f"Q{r + 1}" if s[r] == c else "* ") + "\t" for c in range(n)))
print()
print(f"possible boards..: {count}")
