# Reads N with input("...") on standard input, so the prompt is not
# followed by a new line and the first board row is printed right after it.
import os

n = int(input("Type in the number of queens: "))
fault = os.environ.get("NQ_FAULT")


def queens(n, row=0, cols=()):
    if row == n:
        yield cols
        return
    for c in range(n):
        if all(c != q and abs(c - q) != row - r for r, q in enumerate(cols)):
            yield from queens(n, row + 1, cols + (c,))


def show(cols):
    for c in cols:
        print(" ".join("Q" if j == c else "." for j in range(n)))
    print()


for k, sol in enumerate(queens(n)):
    sol = list(sol)
    if k == 1:
        if fault == "drop":
            continue
        if fault == "dup":
            show(sol)
        if fault == "move":
            sol[2] = (sol[2] + 1) % n
    show(sol)
