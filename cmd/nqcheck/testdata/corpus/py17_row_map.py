# Records each solution as a dict from row to column, prints the dicts,
# then how many there were.
import os
import sys

n = int(sys.argv[1])
fault = os.environ.get("NQ_FAULT", "none")
found = []


def go(row, placed):
    if row == n:
        found.append(dict(placed))
        return
    for col in range(n):
        if all(col != c and abs(col - c) != row - r for r, c in placed.items()):
            placed[row] = col
            go(row + 1, placed)
            del placed[row]


go(0, {})
count = len(found)
if found:
    if fault == "drop":
        found.pop()
    elif fault == "dup":
        found.append(found[-1])
    elif fault == "move":
        found[0] = dict(found[0])
        found[0][0] = (found[0][0] + 1) % n
    elif fault == "total":
        count += 1
for d in found:
    print(d)
print("Solutions found:", count)
