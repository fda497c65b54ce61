# N-Queens, drawn as a teacher's handout: boards two by two, side by side,
# each cell three characters wide between bars, the queen drawn "(Q)".
import os
import sys

n = int(sys.argv[1])
fault = os.environ.get("NQ_FAULT", "none")


def solve():
    found, cols = [], []

    def place(row):
        if row == n:
            found.append(cols[:])
            return
        for c in range(n):
            if all(c != pc and abs(c - pc) != row - pr for pr, pc in enumerate(cols)):
                cols.append(c)
                place(row + 1)
                cols.pop()

    place(0)
    return found


sols = solve()
total = len(sols)
if sols:
    if fault == "drop":
        sols.pop()
    elif fault == "dup":
        sols.append(sols[-1])
    elif fault == "move":
        sols[0] = sols[0][:]
        sols[0][n - 1] = (sols[0][n - 1] + 1) % n
    elif fault == "total":
        total += 1

rule = "+---" * n + "+"
width = len(rule)
for i in range(0, len(sols), 2):
    pair = sols[i:i + 2]
    print("   ".join(f"{i + k + 1}:".ljust(width) for k in range(len(pair))).rstrip())
    print("   ".join(rule for _ in pair))
    for r in range(n):
        rows = []
        for s in pair:
            rows.append("|" + "|".join("(Q)" if s[r] == c else "   " for c in range(n)) + "|")
        print("   ".join(rows))
        print("   ".join(rule for _ in pair))
    print()
print(f"{total} solutions")
