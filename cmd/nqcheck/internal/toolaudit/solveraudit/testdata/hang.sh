#!/bin/sh
# A solver that hangs: it starts a child that would outlive it, writes the
# child's process id to the file named by its first argument, prints a
# comment and sleeps.
sleep 300 &
echo $! > "$1"
echo "c thinking hard"
sleep 300
