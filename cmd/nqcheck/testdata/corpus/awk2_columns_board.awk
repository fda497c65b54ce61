# Every solution as a line of the rows of its queens, column by column,
# then the board drawn with borders. Usage: awk -f awk2 N
function ok(r, c,   i) {
	for (i = 1; i < c; i++)
		if (row[i] == r || row[i] - r == i - c || r - row[i] == i - c)
			return 0
	return 1
}
function show(   c, r, line) {
	line = ""
	for (c = 1; c <= n; c++)
		line = line " " row[c]
	print line
	for (r = 1; r <= n; r++) {
		line = "|"
		for (c = 1; c <= n; c++)
			line = line (row[c] == r ? "Q" : "_") "|"
		print line
	}
}
function place(c,   r, keep) {
	if (c > n) {
		count++
		if (count == 1 && fault == "drop")
			return
		if (count == 1 && fault == "move") {
			keep = row[n]
			row[n] = row[n] % n + 1
			show()
			row[n] = keep
			return
		}
		show()
		if (count == 1 && fault == "dup")
			show()
		return
	}
	for (r = 1; r <= n; r++)
		if (ok(r, c)) {
			row[c] = r
			place(c + 1)
		}
}
BEGIN {
	n = ARGV[1] + 0
	fault = ENVIRON["NQ_FAULT"]
	place(1)
}
