#!/usr/bin/env bash
# Times whole processes of nqcheck against peer programs given the same
# input, and prints Markdown tables of wall times and their ratios, every
# time the median of R runs, all from this one run of the script:
#
#   count   nqcheck count -n N (the frontier counter, --workers $WORKERS and
#           --workers 1, and --method bitmask) against nqueens.c, the
#           classic single-threaded bitmask recursion, built here with
#           gcc -O2;
#   sat     the SAT witness of nqcheck verify alone (satwitness/, the same
#           CNF, cubes and worker processes) against clasp -n 0 on exactly
#           the CNF that witness solves, written by
#           nqcheck dimacs --encoding pairwise-columns;
#   verify  the whole of nqcheck verify -n N against the same clasp run;
#   join    when KLUEV_SRC names a copy of the sources of the quarter-board
#           join counter github.com/EvgenyKluev/N-Queens-Count-Sol:
#           nqcheck count (its default method, --workers 1 and one worker
#           per CPU) against that counter built here for each n (the size
#           set in solcounter.h, g++ -std=c++20 -O3 -march=native) and run
#           as "nqueens 1" and "nqueens $(nproc)": CPU seconds (user +
#           system) and wall seconds, and their ratios;
#   cpus    with the join rows, on one thread, what a CPU without AVX-512
#           runs: nqcheck built with -tags purego (the Go loops of every
#           CPU, arm64 among them), once for Go's default amd64 level
#           (GOAMD64=v1) and once for the level the peer is built for here
#           (GOAMD64=v3: the compiler may use POPCNT, BMI1 and BMI2 without
#           a test of the CPU), and nqcheck with AVX-512 turned off
#           (GODEBUG=cpu.avx512f=off: the AVX2 loops and the Go loop),
#           against the join counter built with -march=x86-64-v3 (AVX2).
#
# Settings, all from the environment:
#   R           runs per figure (default 3)
#   COUNT_NS    sizes for the count rows  (default "16 17")
#   SAT_NS      sizes for the sat and verify rows (default "12 13")
#   KLUEV_SRC   the join counter's source directory (default: no join rows)
#   JOIN_NS     sizes for the join and cpus rows (default "16 17 18 19 20";
#               n = 19 takes about 8 minutes of the script on 2 CPUs,
#               n = 20 about two hours)
#   JOIN_21     1: n = 21 as well (about eight times n = 20)
#   WIDE_NS     sizes for the wide rows only (default empty): nqcheck count
#               with one worker per CPU against the join counter on $(nproc)
#               threads (-march=native), one run each; n = 20 takes about
#               12 minutes of the script on 2 CPUs
#   R_BIG       runs per figure of the join and cpus rows from n = 19 on
#               (default 1)
#   WORKERS     nqcheck count --workers (default -1: one per CPU)
#   SAT_WORKERS worker processes of the SAT witness (default 2)
#   TIMER       hyperfine or date (default: hyperfine when it is installed)
# An empty list skips its tables. With TIMER=date each run is timed with
# date +%s.%N around it.
#
# Every answer is checked too: nqcheck count, the SAT witness and clasp
# must give the C counter's total, and the CNF the SAT witness solves must
# be the one clasp reads; the script exits 1 if one differs. The load
# average before and after is printed: on a machine that others share,
# the figures are only as good as the quiet it had.
set -euo pipefail

R=${R:-3}
COUNT_NS=${COUNT_NS-16 17}
SAT_NS=${SAT_NS-12 13}
KLUEV_SRC=${KLUEV_SRC:-}
JOIN_NS=${JOIN_NS-16 17 18 19 20}
WIDE_NS=${WIDE_NS:-}
if [[ ${JOIN_21:-} == 1 ]]; then
	JOIN_NS="$JOIN_NS 21"
fi
R_BIG=${R_BIG:-1}
WORKERS=${WORKERS:--1}
SAT_WORKERS=${SAT_WORKERS:-2}

for v in R R_BIG SAT_WORKERS; do
	if ! [[ ${!v} =~ ^[1-9][0-9]*$ ]]; then
		echo "run.sh: $v must be a positive whole number, got '${!v}'" >&2
		exit 2
	fi
done
if ! [[ $WORKERS =~ ^(-1|[0-9]+)$ ]]; then
	echo "run.sh: WORKERS must be -1 or a whole number, got '$WORKERS'" >&2
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

gcc -O2 -o "$tmp/nqueens" "$here/nqueens.c"
(cd "$root" && go build -o "$tmp/nqcheck" ./cmd/nqcheck && go build -o "$tmp/satwitness" ./bench/satwitness)
if [[ -n $KLUEV_SRC && -n $JOIN_NS ]]; then
	(cd "$root" && go build -tags purego -o "$tmp/nqcheck-purego" ./cmd/nqcheck &&
		GOAMD64=v3 go build -tags purego -o "$tmp/nqcheck-purego-v3" ./cmd/nqcheck)
fi
nq="$tmp/nqcheck"
nc="$tmp/nqueens"
sw="$tmp/satwitness"

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

# cputime RUNS OUT CMD... prints the median CPU time (user + system, of
# the process and its children) and the median wall time of RUNS runs of
# CMD, in seconds, as "CPU WALL". The last run's standard output goes to
# the file OUT, for its answer to be checked; the exit status is ignored,
# as for walltime.
cputime() {
	local i runs=$1 out=$2
	shift 2
	for ((i = 0; i < runs; i++)); do
		{
			TIMEFORMAT='%R %U %S'
			time "$@" >"$out" 2>/dev/null || true
		} 2>&1 | awk '{ printf "%.3f %.3f\n", $2 + $3, $1 }'
	done >"$tmp/times"
	echo "$(cut -d' ' -f1 "$tmp/times" | median) $(cut -d' ' -f2 "$tmp/times" | median)"
}

# published prints A000170(n), the number of solutions, for n ≤ 21: the
# join rows check every answer against it (the C counter would take hours
# past n = 18).
published() {
	local q=(0 1 0 0 2 10 4 40 92 352 724 2680 14200 73712 365596 2279184 14772512
		95815104 666090624 4968057848 39029188884 314666222712)
	echo "${q[$1]:-}"
}

# kluev N ARCH builds the join counter for size N with -march=ARCH in
# $tmp/kluevN-ARCH and prints the binary's path.
kluev() {
	local dir="$tmp/kluev$1-$2"
	rm -rf "$dir"
	cp -R "$KLUEV_SRC" "$dir"
	sed -i -E "s/^(inline constexpr int size = )[0-9]+;/\1$1;/" "$dir/solcounter.h"
	if ! grep -q "^inline constexpr int size = $1;" "$dir/solcounter.h"; then
		echo "run.sh: $KLUEV_SRC/solcounter.h has no line 'inline constexpr int size = N;' to set" >&2
		exit 2
	fi
	(cd "$dir" && g++ -std=c++20 -O3 -march="$2" -o nqueens main.cpp)
	echo "$dir/nqueens"
}

ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'
}

# check NAME GOT WANT notes a wrong answer.
status=0
check() {
	if [[ $2 != "$3" ]]; then
		echo "run.sh: $1: got '$2', want '$3'" >&2
		status=1
	fi
}

echo "Wall times in seconds ($timer); $(nproc) CPUs; $(date -u +%Y-%m-%d); load average before: $(cut -d' ' -f1-3 /proc/loadavg)."

if [[ -n $COUNT_NS ]]; then
	echo
	echo "| n | C counter (1 thread) | nqcheck count | / C | count --workers 1 | / C | count --method bitmask | / C |"
	echo "|---:|---:|---:|---:|---:|---:|---:|---:|"
	for n in $COUNT_NS; do
		want=$("$nc" "$n")
		for m in frontier bitmask; do
			got=$("$nq" count -n "$n" --method "$m" --json --workers "$WORKERS" | grep '"total"' | tr -dc '0-9')
			check "n = $n: nqcheck count --method $m" "$got" "$want"
		done
		c=$(walltime "$nc" "$n")
		a=$(walltime "$nq" count -n "$n" --workers "$WORKERS")
		a1=$(walltime "$nq" count -n "$n" --workers 1)
		b=$(walltime "$nq" count -n "$n" --workers "$WORKERS" --method bitmask)
		echo "| $n | $c | $a | $(ratio "$a" "$c") | $a1 | $(ratio "$a1" "$c") | $b | $(ratio "$b" "$c") |"
	done
fi

if [[ -n $SAT_NS ]]; then
	echo
	if ! command -v clasp >/dev/null 2>&1; then
		echo "clasp is not installed: no sat or verify rows."
	else
		echo "| n | clasp -n 0 | SAT witness ($SAT_WORKERS workers) | / clasp | nqcheck verify | / clasp |"
		echo "|---:|---:|---:|---:|---:|---:|"
		for n in $SAT_NS; do
			want=$("$nc" "$n")
			"$nq" dimacs -n "$n" --encoding pairwise-columns >"$tmp/q$n.cnf"
			# The witness's own formula, comments aside, is what clasp reads.
			if ! cmp -s <(grep -v '^c' "$tmp/q$n.cnf") <("$sw" -n "$n" -dimacs | grep -v '^c'); then
				echo "run.sh: n = $n: the SAT witness solves another CNF than nqcheck dimacs --encoding pairwise-columns prints" >&2
				status=1
			fi
			models=$(clasp -n 0 "$tmp/q$n.cnf" 2>/dev/null | awk '$1 == "c" && $2 == "Models" { print $4 }' | tr -dc '0-9' || true)
			check "n = $n: clasp's models" "$models" "$want"
			got=$("$sw" -n "$n" -workers "$SAT_WORKERS" -nqcheck "$nq" | cut -d' ' -f1)
			check "n = $n: the SAT witness's models" "$got" "$want"
			if ! "$nq" verify -n "$n" >/dev/null 2>&1; then
				echo "run.sh: n = $n: nqcheck verify did not exit 0" >&2
				status=1
			fi
			a=$(walltime clasp -n 0 "$tmp/q$n.cnf")
			s=$(walltime "$sw" -n "$n" -workers "$SAT_WORKERS" -nqcheck "$nq")
			v=$(walltime "$nq" verify -n "$n")
			echo "| $n | $a | $s | $(ratio "$s" "$a") | $v | $(ratio "$v" "$a") |"
		done
	fi
fi
if [[ -n $KLUEV_SRC && -z $JOIN_NS && -z $WIDE_NS ]]; then
	echo "run.sh: KLUEV_SRC is set but JOIN_NS and WIDE_NS are empty: no join rows" >&2
fi
if [[ -n $KLUEV_SRC ]]; then
	if [[ ! -f $KLUEV_SRC/solcounter.h || ! -f $KLUEV_SRC/main.cpp ]]; then
		echo "run.sh: KLUEV_SRC=$KLUEV_SRC holds no solcounter.h and main.cpp" >&2
		exit 2
	fi
	cpus=$(nproc)
	# nqtotal and jtotal read the answers of nqcheck count --json and of
	# the join counter from the file given.
	nqtotal() { grep '"total"' "$1" | tr -dc '0-9'; }
	jtotal() { awk '$1 == "Result:" { print $2 }' "$1"; }
fi
if [[ -n $KLUEV_SRC && -n $JOIN_NS ]]; then
	echo
	echo "CPU seconds (user + system) and wall seconds, median of $R (of $R_BIG from n = 19 on): nqcheck count (default method) against the join counter (nqueens THREADS); scaling is nqcheck's wall time with $cpus workers over 1/$cpus of its wall time with one (1 is perfect)."
	echo
	echo "| n | join 1 thread CPU | wall | count --workers 1 CPU | wall | CPU / join | join $cpus threads CPU | wall | count CPU | wall | wall / join | scaling |"
	echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
	for n in $JOIN_NS; do
		want=$(published "$n")
		runs=$R
		if ((n >= 19)); then
			runs=$R_BIG
		fi
		kb=$(kluev "$n" native)
		read -r k1c k1w < <(cputime "$runs" "$tmp/out" "$kb" 1)
		check "n = $n: the join counter, 1 thread" "$(jtotal "$tmp/out")" "$want"
		read -r a1c a1w < <(cputime "$runs" "$tmp/out" "$nq" count -n "$n" --workers 1 --json --quiet)
		check "n = $n: nqcheck count --workers 1" "$(nqtotal "$tmp/out")" "$want"
		read -r kc kw < <(cputime "$runs" "$tmp/out" "$kb" "$cpus")
		check "n = $n: the join counter, $cpus threads" "$(jtotal "$tmp/out")" "$want"
		read -r ac aw < <(cputime "$runs" "$tmp/out" "$nq" count -n "$n" --workers -1 --json --quiet)
		check "n = $n: nqcheck count" "$(nqtotal "$tmp/out")" "$want"
		scale=$(awk -v a="$aw" -v b="$a1w" -v c="$cpus" 'BEGIN { if (b > 0) printf "%.2f", a * c / b; else print "-" }')
		echo "| $n | $k1c | $k1w | $a1c | $a1w | $(ratio "$a1c" "$k1c") | $kc | $kw | $ac | $aw | $(ratio "$aw" "$kw") | $scale |"
	done

	echo
	echo "CPU seconds (user + system), one thread, median of $R (of $R_BIG from n = 19 on), what a CPU without AVX-512 runs: nqcheck built with -tags purego (the Go loops, as on arm64) for Go's default amd64 level (v1) and for the peer's (GOAMD64=v3), and nqcheck with AVX-512 turned off (GODEBUG=cpu.avx512f=off: the AVX2 loops and the Go loop), against the join counter built with -march=x86-64-v3 (AVX2)."
	echo
	echo "| n | join x86-64-v3 | count purego | / join | count purego, GOAMD64=v3 | / join | count, AVX-512 off | / join |"
	echo "|---:|---:|---:|---:|---:|---:|---:|---:|"
	for n in $JOIN_NS; do
		want=$(published "$n")
		runs=$R
		if ((n >= 19)); then
			runs=$R_BIG
		fi
		kb=$(kluev "$n" x86-64-v3)
		read -r kc _ < <(cputime "$runs" "$tmp/out" "$kb" 1)
		check "n = $n: the join counter (x86-64-v3)" "$(jtotal "$tmp/out")" "$want"
		read -r pc _ < <(cputime "$runs" "$tmp/out" "$tmp/nqcheck-purego" count -n "$n" --workers 1 --json --quiet)
		check "n = $n: nqcheck count (purego)" "$(nqtotal "$tmp/out")" "$want"
		read -r p3 _ < <(cputime "$runs" "$tmp/out" "$tmp/nqcheck-purego-v3" count -n "$n" --workers 1 --json --quiet)
		check "n = $n: nqcheck count (purego, GOAMD64=v3)" "$(nqtotal "$tmp/out")" "$want"
		read -r mc _ < <(cputime "$runs" "$tmp/out" env GODEBUG=cpu.avx512f=off "$nq" count -n "$n" --workers 1 --json --quiet)
		check "n = $n: nqcheck count (AVX-512 off)" "$(nqtotal "$tmp/out")" "$want"
		echo "| $n | $kc | $pc | $(ratio "$pc" "$kc") | $p3 | $(ratio "$p3" "$kc") | $mc | $(ratio "$mc" "$kc") |"
	done
fi
if [[ -n $KLUEV_SRC && -n $WIDE_NS ]]; then
	echo
	echo "CPU seconds (user + system) and wall seconds, one run each, on every CPU: nqcheck count --workers $cpus against the join counter (-march=native) run as \"nqueens $cpus\"."
	echo
	echo "| n | join $cpus threads CPU | wall | count --workers $cpus CPU | wall | CPU / join | wall / join |"
	echo "|---:|---:|---:|---:|---:|---:|---:|"
	for n in $WIDE_NS; do
		want=$(published "$n")
		kb=$(kluev "$n" native)
		read -r kc kw < <(cputime 1 "$tmp/out" "$kb" "$cpus")
		check "n = $n: the join counter, $cpus threads" "$(jtotal "$tmp/out")" "$want"
		read -r ac aw < <(cputime 1 "$tmp/out" "$nq" count -n "$n" --workers "$cpus" --json --quiet)
		check "n = $n: nqcheck count --workers $cpus" "$(nqtotal "$tmp/out")" "$want"
		echo "| $n | $kc | $kw | $ac | $aw | $(ratio "$ac" "$kc") | $(ratio "$aw" "$kw") |"
	done
fi

echo
echo "Load average after: $(cut -d' ' -f1-3 /proc/loadavg)."
exit $status
