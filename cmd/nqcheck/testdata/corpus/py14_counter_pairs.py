# N-Queens printed for a grader that wants coordinates: a running number,
# then one "col=C; row=R" line per queen (0-based), then a rule.
import os
import sys

n = int(sys.argv[1])
fault = os.environ.get("NQ_FAULT", "none")

result = []


def search(row, used, d1, d2, cols):
    if row == n:
        result.append(list(cols))
        return
    for c in range(n):
        if c in used or (row - c) in d1 or (row + c) in d2:
            continue
        cols.append(c)
        search(row + 1, used | {c}, d1 | {row - c}, d2 | {row + c}, cols)
        cols.pop()


search(0, frozenset(), frozenset(), frozenset(), [])
total = len(result)
if result:
    if fault == "drop":
        result.pop(0)
    elif fault == "dup":
        result.append(result[0])
    elif fault == "move":
        result[0] = result[0][:]
        result[0][1] = (result[0][1] + 1) % n
    elif fault == "total":
        total += 1
for k, cols in enumerate(result, 1):
    print(k)
    print()
    for r, c in enumerate(cols):
        print(f"col={c}; row={r}")
    print("-" * 20)
print(f"Total: {total}")
