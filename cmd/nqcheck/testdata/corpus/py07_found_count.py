# Counts the solutions with sets of attacked lines and prints
# "Found K solutions". Usage: py07 N
import os
import sys


def count(n):
    total = 0

    def go(r, cols, d1, d2):
        nonlocal total
        if r == n:
            total += 1
            return
        for c in range(n):
            if c not in cols and r + c not in d1 and r - c not in d2:
                cols.add(c)
                d1.add(r + c)
                d2.add(r - c)
                go(r + 1, cols, d1, d2)
                cols.discard(c)
                d1.discard(r + c)
                d2.discard(r - c)

    go(0, set(), set(), set())
    return total


n = int(sys.argv[1])
k = count(n)
if os.environ.get("NQ_FAULT") == "total":
    k += 1
print(f"Found {k} solutions")
