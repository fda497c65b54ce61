# A MiniZinc stand-in for the 4-queens model (minizinc pairwise) that
# loses the solution [3, 1, 4, 2]. Usage: sh lossy-minizinc.sh FILE.mzn
echo "q = [2, 4, 1, 3]"
echo "----------"
echo "=========="
