#!/bin/sh
# submit.sh N K DATA: queue the count of board size N as an array of K
# shards and the merge that waits for the whole array (afterany, so that
# it also reports shards that failed). Prints the two job ids. The shards'
# logs go to DATA/nN/logs, the merge's result to DATA/nN/merge.json.
set -eu
if [ $# -ne 3 ]; then
	echo "usage: submit.sh N K DATA" >&2
	exit 2
fi
N=$1 K=$2 DATA=$3
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$DATA/n$N/logs"
array=$(sbatch --parsable --array="0-$((K - 1))" --export="ALL,N=$N,K=$K,DATA=$DATA" \
	--output="$DATA/n$N/logs/count-%a.out" "$here/count-array.sbatch")
array=${array%%;*}
merge=$(sbatch --parsable --dependency="afterany:$array" --export="ALL,N=$N,DATA=$DATA" \
	--output="$DATA/n$N/merge.json" --error="$DATA/n$N/logs/merge.err" "$here/merge.sbatch")
merge=${merge%%;*}
echo "$array $merge"
