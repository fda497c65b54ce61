#!/usr/bin/env bash
# Times whole nqcheck processes against reference programs and prints
# Markdown tables of wall times, each the median of R runs:
#
#   - nqcheck count -n N next to the C counter in nqueens.c (built here with
#     gcc -O3), and their ratio;
#   - nqcheck verify -n N;
#   - clasp -n 0 enumerating the models of nqcheck dimacs -n N (where clasp
#     is installed), next to the time of nqcheck's SAT witness alone (its
#     "seconds" in verify --json: worker processes included), their ratio,
#     and nqcheck verify's wall time for the same N.
#
# Settings, all from the environment:
#   R           runs per figure (default 3)
#   COUNT_NS    sizes for the count rows   (default "14 15 16 17")
#   VERIFY_NS   sizes for the verify rows  (default "10 11 12 13")
#   CLASP_NS    sizes for the clasp rows   (default "10 11 12")
#   WORKERS     passed to nqcheck count --workers (default 0: one per CPU)
#   TIMER       hyperfine or date (default: hyperfine when it is installed)
# An empty list skips its table. With TIMER=date each run is timed with
# date +%s.%N around it.
#
# Every run's answer is checked too: nqcheck count and the C counter must
# give the same total, clasp the same number of models; the script exits 1
# if one differs.
set -euo pipefail

R=${R:-3}
COUNT_NS=${COUNT_NS-14 15 16 17}
VERIFY_NS=${VERIFY_NS-10 11 12 13}
CLASP_NS=${CLASP_NS-10 11 12}
WORKERS=${WORKERS:-0}

if ! [[ $R =~ ^[1-9][0-9]*$ ]]; then
	echo "run.sh: R must be a positive whole number, got '$R'" >&2
	exit 2
fi

have_hyperfine=false
case ${TIMER:-} in
"") command -v hyperfine >/dev/null 2>&1 && have_hyperfine=true ;;
hyperfine) have_hyperfine=true ;;
date) ;;
*)
	echo "run.sh: TIMER must be hyperfine or date, got '$TIMER'" >&2
	exit 2
	;;
esac

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

gcc -O3 -o "$tmp/nqueens" "$here/nqueens.c"
(cd "$root" && go build -o "$tmp/nqcheck" ./cmd/nqcheck)
nq="$tmp/nqcheck"
nc="$tmp/nqueens"

timer="date +%s.%N, median of $R"
if $have_hyperfine; then
	timer="hyperfine, median of $R"
fi

# median reads numbers, one a line, and prints their median.
median() {
	sort -g | awk '{ v[NR] = $1 } END {
		if (NR == 0) exit 1
		if (NR % 2) printf "%.3f\n", v[(NR + 1) / 2]
		else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# walltime CMD... prints the median wall time of R runs of CMD, in seconds.
# The command's output is discarded and its exit status ignored (clasp
# exits 30 after a complete enumeration): answers are checked separately.
walltime() {
	if $have_hyperfine; then
		# -N: no shell in between; the command is split into words again.
		hyperfine -N --runs "$R" --ignore-failure --style none --export-json "$tmp/hf.json" \
			-- "$(printf '%q ' "$@")" >/dev/null 2>&1
		# One command, one result: the first "median" is its own.
		grep -m1 '"median"' "$tmp/hf.json" | sed -E 's/.*"median": *([0-9.eE+-]+).*/\1/' |
			awk '{ printf "%.3f\n", $1 }'
		return
	fi
	local i start end
	for ((i = 0; i < R; i++)); do
		start=$(date +%s.%N)
		"$@" >/dev/null 2>&1 || true
		end=$(date +%s.%N)
		awk -v s="$start" -v e="$end" 'BEGIN { printf "%.6f\n", e - s }'
	done | median
}

ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'
}

status=0
echo "Wall times in seconds ($timer); $(nproc) CPUs; $(date -u +%Y-%m-%d)."

if [[ -n $COUNT_NS ]]; then
	echo
	echo "| n | nqcheck count | C counter | nqcheck / C |"
	echo "|---:|---:|---:|---:|"
	for n in $COUNT_NS; do
		got=$("$nq" count -n "$n" --json --workers "$WORKERS" | grep '"total"' | tr -dc '0-9')
		want=$("$nc" "$n")
		if [[ $got != "$want" ]]; then
			echo "run.sh: n = $n: nqcheck count says $got, the C counter $want" >&2
			status=1
		fi
		a=$(walltime "$nq" count -n "$n" --workers "$WORKERS")
		b=$(walltime "$nc" "$n")
		echo "| $n | $a | $b | $(ratio "$a" "$b") |"
	done
fi

declare -A verify_time=()
if [[ -n $VERIFY_NS ]]; then
	echo
	echo "| n | nqcheck verify |"
	echo "|---:|---:|"
	for n in $VERIFY_NS; do
		if ! "$nq" verify -n "$n" >/dev/null 2>&1; then
			echo "run.sh: n = $n: nqcheck verify did not exit 0" >&2
			status=1
		fi
		verify_time[$n]=$(walltime "$nq" verify -n "$n")
		echo "| $n | ${verify_time[$n]} |"
	done
fi

if [[ -n $CLASP_NS ]]; then
	echo
	if ! command -v clasp >/dev/null 2>&1; then
		echo "clasp is not installed: no clasp rows."
	else
		echo "| n | clasp -n 0 | nqcheck SAT witness | SAT / clasp | nqcheck verify |"
		echo "|---:|---:|---:|---:|---:|"
		for n in $CLASP_NS; do
			"$nq" dimacs -n "$n" >"$tmp/q$n.cnf"
			models=$(clasp -n 0 "$tmp/q$n.cnf" 2>/dev/null | awk '$1 == "c" && $2 == "Models" { print $4 }' | tr -dc '0-9' || true)
			want=$("$nc" "$n")
			if [[ $models != "$want" ]]; then
				echo "run.sh: n = $n: clasp found '$models' models, want $want" >&2
				status=1
			fi
			a=$(walltime clasp -n 0 "$tmp/q$n.cnf")
			v=${verify_time[$n]:-}
			if [[ -z $v ]]; then
				v=$(walltime "$nq" verify -n "$n")
			fi
			sats=$(for ((i = 0; i < R; i++)); do
				"$nq" verify -n "$n" --json | tr -d ' \n' | sed -E 's/.*"sat":\{[^{}]*"orbits":\{[^}]*\},"seconds":([0-9.]+).*/\1/'
				echo
			done | median)
			echo "| $n | $a | $sats | $(ratio "$sats" "$a") | $v |"
		done
	fi
fi
exit $status
