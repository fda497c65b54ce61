#!/usr/bin/env python3
"""Print the N-Queens solutions the way many programs and languages print them.

queens.py STYLE FAULT [N]   (N from standard input when not given)

STYLE is one of the names in STYLES; FAULT is none, drop (the last solution
left out), double (the first solution printed again at the end), attack (an
attacking placement added at the end), odd (drop, for odd n only), hang9
(sleep for n >= 9), crash (raise after the first solution).
"""
import json
import sys
import time


def solve(n):
    out, cols = [], []

    def place(r):
        if r == n:
            out.append(list(cols))
            return
        for c in range(n):
            if all(c != c2 and r - r2 != abs(c - c2) for r2, c2 in enumerate(cols)):
                cols.append(c)
                place(r + 1)
                cols.pop()

    place(0)
    return out


def rows(sol, q="Q", e="."):
    return ["".join(q if c == col else e for c in range(len(sol))) for col in sol]


def js_value(v):
    """A value as Node's console.log writes it (small arrays on one line)."""
    if isinstance(v, list):
        if not v:
            return "[]"
        return "[ " + ", ".join(js_value(x) for x in v) + " ]"
    if isinstance(v, str):
        return "'" + v + "'"
    return str(v)


def java(v):
    """A value as Java's Arrays.toString / List.toString writes it."""
    if isinstance(v, list):
        return "[" + ", ".join(java(x) for x in v) + "]"
    return str(v)


def emit(style, sols, n, total=None):
    """Print sols in style; total is the count printed, len(sols) unless given."""
    if total is None:
        total = len(sols)
    p = sys.stdout.write
    if style == "py-perms":          # print(solutions)
        print(sols)
    elif style == "py-perms-1":      # print([[c + 1 for c in s] for s in solutions])
        print([[c + 1 for c in s] for s in sols])
    elif style == "py-perm-lines":   # for s in solutions: print(s)
        for s in sols:
            print(s)
    elif style == "py-boards":       # LeetCode 51: print(solveNQueens(n))
        print([rows(s) for s in sols])
    elif style == "py-board-lines":  # for b in boards: print(b)
        for s in sols:
            print(rows(s))
    elif style == "py-tuples":       # print([(r, c) for r, c in enumerate(s)])
        for s in sols:
            print(list(enumerate(s)))
    elif style == "py-cells":        # for row in board: print(list(row))
        for s in sols:
            for r in rows(s):
                print(list(r))
            print()
    elif style == "java-arrays":     # System.out.println(Arrays.toString(cols))
        for s in sols:
            p(java(s) + "\n")
    elif style == "java-list":       # System.out.println(List<List<Integer>>)
        p(java(sols) + "\n")
    elif style == "java-boards":     # System.out.println(List<List<String>>)
        p(java([rows(s) for s in sols]) + "\n")
    elif style == "java-deep":       # Arrays.deepToString(char[][]) per board
        for s in sols:
            p(java([list(r) for r in rows(s)]) + "\n")
    elif style == "js-log":          # solutions.forEach(s => console.log(s))
        for s in sols:
            p(js_value(s) + "\n")
    elif style == "js-log-boards":   # boards.forEach(b => console.log(b))
        for s in sols:
            p(js_value(rows(s)) + "\n")
    elif style == "js-json":         # console.log(JSON.stringify(solutions))
        p(json.dumps(sols, separators=(",", ":")) + "\n")
    elif style == "js-json-pretty":  # JSON.stringify(boards, null, 2)
        p(json.dumps([rows(s) for s in sols], indent=2) + "\n")
    elif style == "grid":            # Q and . boards, a blank line between
        p("\n".join("\n".join(rows(s)) + "\n" for s in sols))
    elif style == "grid-01":         # 1 and 0, spaced, no blank lines
        for s in sols:
            for r in rows(s, "1", "0"):
                p(" ".join(r) + "\n")
    elif style == "grid-unicode":    # ♛ and ·, then the count
        for s in sols:
            p("\n".join(rows(s, "♛", "·")) + "\n\n")
        p("%d\n" % total)
    elif style == "lines-commas":    # 0-based, commas
        for s in sols:
            p(",".join(str(c) for c in s) + "\n")
    elif style == "lines-tabs":      # 1-based, tabs, then the count
        for s in sols:
            p("\t".join(str(c + 1) for c in s) + "\n")
        p("%d\n" % total)
    elif style == "count":           # print(len(solutions))
        print(total)
    else:
        sys.exit("unknown style " + style)


STYLES = ["py-perms", "py-perms-1", "py-perm-lines", "py-boards", "py-board-lines", "py-tuples",
          "py-cells", "java-arrays", "java-list", "java-boards", "java-deep", "js-log",
          "js-log-boards", "js-json", "js-json-pretty", "grid", "grid-01", "grid-unicode",
          "lines-commas", "lines-tabs", "count"]


def faulty(sols, fault, n):
    """The solutions a program with fault prints, and the count it prints."""
    total = len(sols)
    if fault == "drop" or (fault == "odd" and n % 2 == 1):
        return sols[:-1], total - (1 if sols else 0)
    if fault == "double":
        return sols + sols[:1], total + (1 if sols else 0)
    if fault == "attack":
        return sols + [list(range(n))], total + 1
    return sols, total


def main():
    style, fault = sys.argv[1], sys.argv[2]
    n = int(sys.argv[3]) if len(sys.argv) > 3 else int(sys.stdin.readline())
    sols = solve(n)
    if fault == "hang9" and n >= 9:
        time.sleep(3600)
    if fault == "crash":
        emit(style, sols[:1], n)
        sys.stdout.flush()
        raise ZeroDivisionError("division by zero")
    shown, total = faulty(sols, fault, n)
    # A listing's count line stays right: the fault is in the listing.
    emit(style, shown, n, total if style == "count" else len(sols))


def write_all(outdir, sizes):
    """Write every style with every fault for every size to outdir/STYLE.FAULT.N."""
    import os
    for n in sizes:
        sols = solve(n)
        for fault in ("none", "drop", "double", "attack"):
            shown, total = faulty(sols, fault, n)
            for style in STYLES:
                with open(os.path.join(outdir, "%s.%s.%d" % (style, fault, n)), "w") as f:
                    old, sys.stdout = sys.stdout, f
                    try:
                        emit(style, shown, n, total if style == "count" else len(sols))
                    finally:
                        sys.stdout = old


if __name__ == "__main__":
    if sys.argv[1:2] == ["--styles"]:
        print("\n".join(STYLES))
    elif sys.argv[1:2] == ["--all"]:
        write_all(sys.argv[2], range(1, int(sys.argv[3]) + 1))
    else:
        main()
