# Each solution as a Python list of squares in chess notation, one queen
# per rank, rank 1 first: ['b1', 'd2', 'a3', 'c4']. Usage: py04 N
import os
import sys
from itertools import permutations

n = int(sys.argv[1])
fault = os.environ.get("NQ_FAULT", "none")
found = []
for p in permutations(range(n)):
    if len({r + c for r, c in enumerate(p)}) == n and len({r - c for r, c in enumerate(p)}) == n:
        found.append(list(p))

for k, p in enumerate(found):
    reps = 1
    if k == len(found) - 1:
        if fault == "drop":
            reps = 0
        elif fault == "dup":
            reps = 2
        elif fault == "move":
            p[-1] = (p[-1] + 1) % n
    for _ in range(reps):
        print([chr(ord("a") + c) + str(r + 1) for r, c in enumerate(p)])
