#!/bin/sh
# measure-scale.sh N [K]: the cost of nqcheck's checkpoints and shards for
# board size N, on this machine, in one run so that the ratios compare:
#
#   1. one count -n N;
#   2. count -n N --checkpoint, killed with SIGKILL once half the plan's
#      units are journaled, then resumed: the two runs added up, against 1;
#   3. count -n N as K shards (default 16) through GNU parallel, two at a
#      time with one worker each, then merged: against 1;
#   4. one count -n N again, to show how much the machine's load drifted.
#
# Each line gives the wall time and the CPU time (user + system, of every
# process of the step); on a shared machine the CPU time is the steadier
# measure. Each step checks that its figures equal those of step 1. Needs
# nqcheck on PATH (or NQCHECK), GNU parallel, GNU time and bc.
set -eu
N=${1:?usage: measure-scale.sh N [K]}
K=${2:-16}
NQ=${NQCHECK:-nqcheck}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
now() { date +%s.%N; }
calc() { echo "scale=3; $*" | bc; }
figures() { grep -E '"(total|classes|fix90|fix180)"' "$1" | tr -d ' \n'; }
# timed FILE CMD...: run CMD, its CPU seconds (user + system) into FILE.
timed() {
	out=$1
	shift
	/usr/bin/time -f '%U %S' -o "$out.time" "$@"
	awk '{ print $1 + $2 }' "$out.time" >"$out"
}

one() {
	t0=$(now)
	timed "$W/one.cpu" "$NQ" count -n "$N" --quiet --json >"$W/one.json" 2>/dev/null
	t1=$(now)
	onewall=$(calc "$t1 - $t0")
	onecpu=$(cat "$W/one.cpu")
}
one
first=$(figures "$W/one.json")
echo "one count -n $N: ${onewall}s wall, ${onecpu}s CPU  $first"
basewall=$onewall basecpu=$onecpu

t0=$(now)
"$NQ" count -n "$N" --quiet --checkpoint "$W/ck" >/dev/null 2>&1 &
pid=$!
# Kill it once half the plan's units are journaled (the header says how
# many there are).
until [ -s "$W/ck/count.journal" ]; do sleep 0.05; done
units=$(head -n 1 "$W/ck/count.journal" | sed 's/.*"units":\([0-9]*\).*/\1/')
while [ $(($(wc -l <"$W/ck/count.journal") - 1)) -lt $((units / 2)) ]; do sleep 0.05; done
ticks=$(awk '{ print $14 + $15 }' "/proc/$pid/stat" 2>/dev/null || echo 0)
kill -9 "$pid" 2>/dev/null || echo "(the count ended before the kill: N is too small to measure this)"
wait "$pid" 2>/dev/null || true
t1=$(now)
kept=$(($(wc -l <"$W/ck/count.journal") - 1))
timed "$W/resumed.cpu" "$NQ" count -n "$N" --quiet --checkpoint "$W/ck" --json >"$W/resumed.json" 2>/dev/null
t2=$(now)
killedcpu=$(calc "$ticks / $(getconf CLK_TCK)")
cpu=$(calc "$killedcpu + $(cat "$W/resumed.cpu")")
wall=$(calc "$t2 - $t0")
echo "checkpointed, killed after $(calc "$t1 - $t0")s with $kept of $units units journaled, resumed in $(calc "$t2 - $t1")s: ${wall}s wall ($(calc "$wall / $basewall")x), ${cpu}s CPU ($(calc "$cpu / $basecpu")x)  $(figures "$W/resumed.json")"
[ "$(figures "$W/resumed.json")" = "$first" ] || { echo "the resumed figures differ" >&2; exit 3; }

t0=$(now)
mkdir -p "$W/shards"
seq 0 $((K - 1)) | timed "$W/shards.cpu" parallel --will-cite --halt now,fail=1 -j 2 \
	"$NQ" count -n "$N" --workers 1 --quiet --shard "{}/$K" --out "$W/shards/shard-{}.json" >/dev/null
t1=$(now)
"$NQ" merge --json "$W/shards" >"$W/merged.json"
t2=$(now)
wall=$(calc "$t2 - $t0")
cpu=$(cat "$W/shards.cpu")
echo "$K shards through GNU parallel -j 2, merged: ${wall}s wall ($(calc "$wall / $basewall")x; the merge $(calc "$t2 - $t1")s), ${cpu}s CPU ($(calc "$cpu / $basecpu")x)  $(figures "$W/merged.json")"
[ "$(figures "$W/merged.json")" = "$first" ] || { echo "the merged figures differ" >&2; exit 3; }

one
echo "one count -n $N again: ${onewall}s wall ($(calc "$onewall / $basewall")x), ${onecpu}s CPU ($(calc "$onecpu / $basecpu")x)"
