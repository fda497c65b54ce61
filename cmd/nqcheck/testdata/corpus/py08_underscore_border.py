# Boards drawn as |Q|_|_|_| rows, a blank line between boards, and the
# count at the end. Usage: py08 N
import os
import sys

n = int(sys.argv[1])
fault = os.environ.get("NQ_FAULT", "none")
sols = []


def bt(cols):
    if len(cols) == n:
        sols.append(cols[:])
        return
    r = len(cols)
    for c in range(n):
        if any(c == q or abs(c - q) == r - i for i, q in enumerate(cols)):
            continue
        cols.append(c)
        bt(cols)
        cols.pop()


bt([])


def draw(cols):
    for c in cols:
        print("|" + "|".join("Q" if j == c else "_" for j in range(n)) + "|")
    print()


for i, s in enumerate(sols):
    if i == 0 and fault == "drop":
        continue
    if i == 0 and fault == "move":
        s = s[:]
        s[1] = (s[1] + 1) % n
    draw(s)
    if i == 0 and fault == "dup":
        draw(s)
print(len(sols) + (1 if fault == "total" else 0), "solutions")
