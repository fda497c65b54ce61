# Prints the N-Queens solutions of the size given as the first argument.
nqcheck list -n "$1"
