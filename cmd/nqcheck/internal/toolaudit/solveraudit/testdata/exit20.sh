#!/bin/sh
# A solver that says nothing and exits 20, the status of UNSAT.
cat > /dev/null
exit 20
