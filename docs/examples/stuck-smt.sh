# An SMT solver stand-in for the 4-queens integer model (smtlib lia) that
# ignores the assertions blocking the models found: it answers every
# check-sat with the same model. It reads the session on standard input,
# or the script of one run from the file its argument names.
if [ -n "$1" ]; then exec <"$1"; fi
while read -r line; do
	case "$line" in
	"(check-sat)") echo sat ;;
	"(get-value "*) echo "((q1 2) (q2 4) (q3 1) (q4 3))" ;;
	"(exit)") exit 0 ;;
	esac
done
