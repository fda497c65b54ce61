# A solver for the 4-queens formula (pairwise, unshuffled) that loses one
# of its two models. Usage: sh lossy-solver.sh FILE.cnf
echo "c lossy solver"
echo "s SATISFIABLE"
echo "v -1 2 -3 -4 -5 -6 -7 8 9 -10 -11 -12 -13 -14 15 -16 0"
exit 10
