#!/usr/bin/env bash
# N queens in bash: "Solution k" and a board of Q and . per solution.
# Slow by nature: keep N small. Usage: bash bash_boards.sh N
n=$1
fault=${NQ_FAULT:-none}
declare -a q
count=0

ok() { # row col
	local i d
	for ((i = 0; i < $1; i++)); do
		((q[i] == $2)) && return 1
		d=$((q[i] - $2))
		((d == $1 - i || -d == $1 - i)) && return 1
	done
	return 0
}

board() {
	local r c line
	echo "Solution $count"
	for ((r = 0; r < n; r++)); do
		line=""
		for ((c = 0; c < n; c++)); do
			if ((p[r] == c)); then line+="Q"; else line+="."; fi
		done
		echo "$line"
	done
	echo
}

show() {
	count=$((count + 1))
	p=("${q[@]}")
	if ((count == 2)); then
		case $fault in
		drop) return ;;
		dup) board ;;
		move) p[0]=$(((p[0] + 1) % n)) ;;
		esac
	fi
	board
}

solve() { # row
	local c
	if (($1 == n)); then
		show
		return
	fi
	for ((c = 0; c < n; c++)); do
		if ok "$1" "$c"; then
			q[$1]=$c
			solve $(($1 + 1))
		fi
	done
}

solve 0
