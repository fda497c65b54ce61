#!/bin/sh
# measure-scale.sh N [K]: the cost of nqcheck's checkpoints and shards for
# board size N, on this machine, in one run so that the ratios compare:
#
#   1. one count -n N;
#   2. count -n N --checkpoint, killed with SIGKILL at half the time of 1,
#      then resumed: the two walls added up, against 1;
#   3. count -n N as K shards (default 16) through GNU parallel, two at a
#      time with one worker each, then merged: the wall against 1.
#
# Each step checks that its figures equal those of step 1. Needs nqcheck
# on PATH (or NQCHECK), GNU parallel, and a machine otherwise idle for
# honest numbers.
set -eu
N=${1:?usage: measure-scale.sh N [K]}
K=${2:-16}
NQ=${NQCHECK:-nqcheck}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
now() { date +%s.%N; }
secs() { echo "$2 - $1" | bc; }
figures() { grep -E '"(total|classes|fix90|fix180)"' "$1" | tr -d ' \n'; }

t0=$(now)
"$NQ" count -n "$N" --quiet --json >"$W/one.json"
t1=$(now)
one=$(secs "$t0" "$t1")
echo "one count -n $N: ${one}s  $(figures "$W/one.json")"

half=$(echo "$one / 2" | bc -l)
t0=$(now)
"$NQ" count -n "$N" --quiet --checkpoint "$W/ck" >/dev/null 2>&1 &
pid=$!
sleep "$half"
kill -9 "$pid"
wait "$pid" 2>/dev/null || true
t1=$(now)
kept=$(($(wc -l <"$W/ck/count.journal") - 1))
"$NQ" count -n "$N" --quiet --checkpoint "$W/ck" --json >"$W/resumed.json" 2>"$W/resumed.err"
t2=$(now)
first=$(secs "$t0" "$t1")
second=$(secs "$t1" "$t2")
total=$(secs "$t0" "$t2")
echo "checkpointed, killed after ${first}s with $kept units journaled, resumed in ${second}s: ${total}s in all, $(echo "scale=3; $total / $one" | bc)x one count  $(figures "$W/resumed.json")"
[ "$(figures "$W/resumed.json")" = "$(figures "$W/one.json")" ] || { echo "the resumed figures differ" >&2; exit 3; }

t0=$(now)
seq 0 $((K - 1)) | parallel --will-cite --halt now,fail=1 -j 2 \
	"$NQ" count -n "$N" --workers 1 --quiet --shard "{}/$K" --out "$W/shards/shard-{}.json" >/dev/null
t1=$(now)
"$NQ" merge --json "$W/shards" >"$W/merged.json"
t2=$(now)
sharded=$(secs "$t0" "$t2")
echo "$K shards through GNU parallel -j 2: ${sharded}s with the merge ($(secs "$t1" "$t2")s), $(echo "scale=3; $sharded / $one" | bc)x one count  $(figures "$W/merged.json")"
[ "$(figures "$W/merged.json")" = "$(figures "$W/one.json")" ] || { echo "the merged figures differ" >&2; exit 3; }
