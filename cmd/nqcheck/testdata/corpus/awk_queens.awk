# N queens in awk: every solution as 1-based columns on a line, then the
# count. Usage: awk -f awk_queens.awk N
function free(r, c,    i) {
	for (i = 1; i < r; i++)
		if (q[i] == c || q[i] - c == r - i || c - q[i] == r - i)
			return 0
	return 1
}

function show(    i, line, v) {
	found++
	if (found == 1 && fault == "drop")
		return
	line = ""
	for (i = 1; i <= n; i++) {
		v = q[i]
		if (found == 1 && fault == "move" && i == n)
			v = v % n + 1
		line = line (i > 1 ? " " : "") v
	}
	print line
	if (found == 1 && fault == "dup")
		print line
}

function place(r,    c) {
	if (r > n) {
		show()
		return
	}
	for (c = 1; c <= n; c++)
		if (free(r, c)) {
			q[r] = c
			place(r + 1)
		}
}

BEGIN {
	n = ARGV[1] + 0
	fault = ENVIRON["NQ_FAULT"]
	found = 0
	place(1)
	print "solutions: " (found + (fault == "total"))
	exit
}
