#!/bin/sh
# A solver that dies of a segmentation fault after its first line.
cat > /dev/null
echo "c starting"
echo "fatal: out of cheese" >&2
kill -SEGV $$
