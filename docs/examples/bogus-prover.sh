# A "solver" that answers UNSAT to any formula, with a DRAT proof of one
# line, the empty clause, that proves nothing.
# Usage: sh bogus-prover.sh FILE.cnf PROOF
printf '0\n' > "$2"
echo "s UNSATISFIABLE"
exit 20
