# An N-Queens program of the kind nqcheck audits: it prints every solution
# for the board size n, one per line, the 1-based column of the queen of
# each row separated by spaces, in lexicographic order.
#
#   awk -v n=6 -f queens.awk
BEGIN {
	if (n !~ /^[0-9]+$/ || n < 1) {
		print "usage: awk -v n=N -f queens.awk" > "/dev/stderr"
		exit 2
	}
	place(1)
}

# place puts a queen on row r in every column that no queen of the rows
# above attacks, and prints the board when every row holds one.
function place(r,    c, i, line) {
	if (r > n) {
		line = col[1]
		for (i = 2; i <= n; i++)
			line = line " " col[i]
		print line
		return
	}
	for (c = 1; c <= n; c++) {
		if (used[c] || diag[r - c] || anti[r + c])
			continue
		col[r] = c
		used[c] = diag[r - c] = anti[r + c] = 1
		place(r + 1)
		used[c] = diag[r - c] = anti[r + c] = 0
	}
}
