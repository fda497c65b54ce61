#!/bin/sh
# A solver whose output is in no known format.
cat > /dev/null
echo "c reading"
echo "Solution: 1 5 8 6 3 7 2 4"
echo "s SATISFIABLE"
exit 10
