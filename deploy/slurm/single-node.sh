#!/bin/sh
# single-node.sh DIR N K: start a private one-node Slurm cluster (munged,
# slurmctld, slurmd) whose files all live in DIR, run submit.sh N K
# DIR/data on it, wait for both jobs, stop the daemons and print the
# merge's result. For trying the Slurm scripts, and for the tests, on a
# machine with the Debian packages slurm-wlm and munge; it needs root
# (slurmd runs the jobs' processes as their users).
#
# Environment: SLURMCTLD_PORT and SLURMD_PORT (default 16817, 16818),
# NQCHECK (the binary the jobs run), WAIT (seconds to wait, default 300).
# Exit status 77 when the cluster cannot be started here (the reason on
# standard error), 1 when the jobs do not end in time, else the merge's.
set -u
if [ $# -ne 3 ]; then
	echo "usage: single-node.sh DIR N K" >&2
	exit 2
fi
DIR=$1 N=$2 K=$3
here=$(cd "$(dirname "$0")" && pwd)
ctlport=${SLURMCTLD_PORT:-16817}
dport=${SLURMD_PORT:-16818}
wait_s=${WAIT:-300}
host=$(hostname -s)
skip() {
	echo "single-node.sh: cannot run Slurm here: $*" >&2
	stop
	exit 77
}
# The daemons run in the foreground as children of this script, in its
# process group, so that killing the group leaves nothing behind.
stop() {
	trap - EXIT INT TERM
	for p in slurmd slurmctld munged; do
		if [ -s "$DIR/$p.pid" ]; then
			kill "$(cat "$DIR/$p.pid")" 2>/dev/null
		fi
	done
	for p in slurmd slurmctld munged; do
		i=0
		while [ -s "$DIR/$p.pid" ] && kill -0 "$(cat "$DIR/$p.pid")" 2>/dev/null && [ $i -lt 50 ]; do
			sleep 0.1
			i=$((i + 1))
		done
		if [ -s "$DIR/$p.pid" ]; then
			kill -9 "$(cat "$DIR/$p.pid")" 2>/dev/null
		fi
		rm -f "$DIR/$p.pid"
	done
	wait # reap them
}
for b in munged slurmctld slurmd sbatch squeue sinfo setpriv; do
	command -v "$b" >/dev/null 2>&1 || skip "$b is not installed (Debian packages slurm-wlm and munge)"
done
[ "$(id -u)" -eq 0 ] || skip "slurmd must run as root"
mkdir -p "$DIR/state" "$DIR/spool" "$DIR/munge" "$DIR/data" || skip "cannot create $DIR"
chmod 755 "$DIR" # munged runs as munge and must reach DIR/munge
chown munge:munge "$DIR/munge" 2>/dev/null || skip "no munge user"
cp /etc/munge/munge.key "$DIR/munge/munge.key" 2>/dev/null || skip "no /etc/munge/munge.key (the munge package makes it)"
chown munge:munge "$DIR/munge/munge.key"
chmod 700 "$DIR/munge"
chmod 400 "$DIR/munge/munge.key"
trap stop EXIT INT TERM
setpriv --reuid=munge --regid=munge --clear-groups munged --foreground --force --socket="$DIR/munge/munge.sock" \
	--key-file="$DIR/munge/munge.key" --pid-file="$DIR/munge/munged.pid" --log-file="$DIR/munge/munged.log" \
	--seed-file="$DIR/munge/munged.seed" >"$DIR/munged.out" 2>&1 &
echo $! >"$DIR/munged.pid"
i=0
until [ -S "$DIR/munge/munge.sock" ]; do
	i=$((i + 1))
	[ $i -lt 50 ] || skip "munged did not start: $(tail -n 3 "$DIR/munge/munged.log" 2>/dev/null)"
	sleep 0.1
done
cat >"$DIR/slurm.conf" <<CONF
ClusterName=nqcheck
SlurmctldHost=$host
SlurmctldPort=$ctlport
SlurmdPort=$dport
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$DIR/munge/munge.sock
CredType=cred/munge
StateSaveLocation=$DIR/state
SlurmdSpoolDir=$DIR/spool
SlurmctldPidFile=$DIR/slurmctld.pid
SlurmdPidFile=$DIR/slurmd.pid
SlurmctldLogFile=$DIR/slurmctld.log
SlurmdLogFile=$DIR/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MessageTimeout=5
NodeName=$host CPUs=$(nproc) State=UNKNOWN
PartitionName=batch Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
printf 'CgroupPlugin=cgroup/v1\nCgroupMountpoint=/sys/fs/cgroup\nConstrainCores=no\nConstrainRAMSpace=no\nConstrainDevices=no\n' >"$DIR/cgroup.conf"
export SLURM_CONF="$DIR/slurm.conf"
slurmctld -D -i >"$DIR/slurmctld.out" 2>&1 &
echo $! >"$DIR/slurmctld.pid"
slurmd -D >"$DIR/slurmd.out" 2>&1 &
echo $! >"$DIR/slurmd.pid"
i=0
until sinfo -h -o %T 2>/dev/null | grep -qx idle; do
	i=$((i + 1))
	[ $i -lt 100 ] || skip "the node did not come up: $(tail -n 2 "$DIR/slurmctld.log" 2>/dev/null); $(tail -n 2 "$DIR/slurmd.log" 2>/dev/null)"
	sleep 0.2
done
ids=$("$here/submit.sh" "$N" "$K" "$DIR/data") || skip "submit.sh failed"
i=0
while squeue -h -j "$(echo "$ids" | tr ' ' ,)" 2>/dev/null | grep -q .; do
	i=$((i + 1))
	if [ $i -gt $((wait_s * 5)) ]; then
		echo "single-node.sh: the jobs did not end within ${wait_s}s" >&2
		squeue >&2
		stop
		exit 1
	fi
	sleep 0.2
done
stop
cat "$DIR/data/n$N/merge.json"
exit 0
