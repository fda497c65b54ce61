# A functional-style solver: every solution is returned as a tuple of the
# board size and the column of each row's queen, and printed as it is.
import os
import sys

n = int(sys.argv[1])
fault = os.environ.get("NQ_FAULT", "none")


def extend(partial):
    row = len(partial)
    return [partial + [c] for c in range(n)
            if all(c != pc and abs(c - pc) != row - pr for pr, pc in enumerate(partial))]


boards = [[]]
for _ in range(n):
    boards = [b2 for b in boards for b2 in extend(b)]
if boards:
    if fault == "drop":
        boards.pop()
    elif fault == "dup":
        boards.append(boards[0])
    elif fault == "move":
        boards[0] = boards[0][:]
        boards[0][0] = (boards[0][0] + 1) % n
for b in boards:
    print((n, b))
