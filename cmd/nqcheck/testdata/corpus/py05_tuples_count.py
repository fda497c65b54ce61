# Solutions as lists of (row, col) tuples, then the number of solutions
# on a line of its own. Usage: py05 N
import os
import sys


def place(n):
    result = []
    stack = [[]]
    while stack:
        cur = stack.pop()
        r = len(cur)
        if r == n:
            result.append(cur)
            continue
        for c in reversed(range(n)):
            if all(c != qc and abs(c - qc) != r - qr for qr, qc in cur):
                stack.append(cur + [(r, c)])
    return result


n = int(sys.argv[1])
sols = place(n)
count = len(sols)
f = os.environ.get("NQ_FAULT")
if f == "drop":
    sols = sols[1:]
elif f == "dup":
    sols = sols[:1] + sols
elif f == "move":
    r, c = sols[0][0]
    sols[0][0] = (r, (c + 1) % n)
elif f == "total":
    count += 1
for s in sols:
    print(s)
print(count)
