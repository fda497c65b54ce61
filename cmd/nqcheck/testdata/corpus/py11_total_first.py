# The total alone on the first line, then the solutions, columns counted
# from 0 and separated by tabs. Usage: py11.py N
import os
import sys

n = int(sys.argv[1])
fault = os.environ.get("NQ_FAULT", "none")
found = []
cols, d1, d2 = set(), set(), set()
q = [0] * n


def go(r):
    if r == n:
        found.append(q[:])
        return
    for c in range(n):
        if c in cols or r + c in d1 or r - c in d2:
            continue
        q[r] = c
        cols.add(c)
        d1.add(r + c)
        d2.add(r - c)
        go(r + 1)
        cols.discard(c)
        d1.discard(r + c)
        d2.discard(r - c)


go(0)
print(len(found) + (1 if fault == "total" else 0))
for i, s in enumerate(found):
    if i == 0 and fault == "drop":
        continue
    if i == 0 and fault == "move":
        s = [(s[0] + 1) % n] + s[1:]
    print("\t".join(map(str, s)))
    if i == 0 and fault == "dup":
        print("\t".join(map(str, s)))
