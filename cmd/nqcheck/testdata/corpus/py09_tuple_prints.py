# Written for Python 2 and ported by wrapping the print statements: each
# queen's (row, col) tuple on the solution's line, 1-based. Usage: py09 N
import os
import sys

n = int(sys.argv[1])
fault = os.environ.get("NQ_FAULT", "none")
q = [0] * n
sols = []


def ok(r, c):
    for i in range(r):
        if q[i] == c or abs(q[i] - c) == r - i:
            return False
    return True


def put(r):
    if r == n:
        sols.append(q[:])
        return
    for c in range(n):
        if ok(r, c):
            q[r] = c
            put(r + 1)


put(0)
for i, s in enumerate(sols):
    last = i == len(sols) - 1
    if last and fault == "drop":
        break
    if last and fault == "move":
        s[0] = (s[0] + 1) % n
    line = " ".join(str((r + 1, c + 1)) for r, c in enumerate(s))
    print(line)
    if last and fault == "dup":
        print(line)
