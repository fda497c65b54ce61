# N-Queens in a terminal: each solution in green, the summary in bold,
# every line ended by a carriage return alone (as a progress display does).
import os
import sys

n = int(sys.argv[1])
fault = os.environ.get("NQ_FAULT", "none")
GREEN, BOLD, RESET = "\x1b[32m", "\x1b[1m", "\x1b[0m"


def queens(n):
    out = []

    def rec(row, cols, left, right, acc):
        if row == n:
            out.append(acc[:])
            return
        free = ~(cols | left | right) & ((1 << n) - 1)
        while free:
            bit = free & -free
            free ^= bit
            acc.append(bit.bit_length() - 1)
            rec(row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1, acc)
            acc.pop()

    rec(0, 0, 0, 0, [])
    return out


sols = queens(n)
total = len(sols)
if sols:
    if fault == "drop":
        sols.pop()
    elif fault == "dup":
        sols.insert(0, sols[0])
    elif fault == "move":
        sols[0] = sols[0][:]
        sols[0][-1] = (sols[0][-1] + 1) % n
    elif fault == "total":
        total += 1
for s in sols:
    sys.stdout.write(GREEN + " ".join(str(c + 1) for c in s) + RESET + "\r")
sys.stdout.write(BOLD + f"Found {total} solutions" + RESET + "\r")
