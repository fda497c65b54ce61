# A pattern lock answer program with a bug: one too many on the third case.
nqcheck unlock | awk 'NR == 3 { $0 = $0 + 1 } { print }'
