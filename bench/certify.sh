#!/usr/bin/env bash
# Checks nqcheck's certificate bundles with two checkers written elsewhere:
# drat-trim (github.com/marijnheule/drat-trim) on every formula and DRAT
# proof of a bundle, and the formally verified cake_lpr
# (github.com/tanyongkiam/cake_lpr) on the LRAT that nqcheck check-proof
# --lrat writes for each of them. It builds both from copies of their
# sources given here, with gcc and make:
#
#   DRAT_TRIM_SRC   a directory holding drat-trim's sources (drat-trim.c,
#                   Makefile), for instance a clone of its repository
#   CAKE_LPR_SRC    a directory holding cake_lpr's (cake_lpr.S,
#                   basis_ffi.c, Makefile)
#   NS              board sizes (default "8 10 12")
#   OUT             where to build and write (default: a new temporary
#                   directory, removed at the end)
#
# For each size it writes a bundle (nqcheck verify --witness sat
# --certificate), checks it with check-certificate, then every .cnf with
# drat-trim and, through LRAT, with cake_lpr, and prints one line a size
# with the counts of files each checker accepted; then it tampers with the
# bundle (a cube dropped from cover.cnf) and checks that drat-trim rejects
# the cover. The built checkers stay in OUT/bin when OUT is given: point
# DRAT_TRIM and CAKE_LPR at them to run the tests that use them
# (go test ./internal/proof/drat ./verify ./cmd/nqcheck). Exit 1 when a
# check that must pass fails or one that must fail passes.
set -euo pipefail

: "${DRAT_TRIM_SRC:?give DRAT_TRIM_SRC, a directory with drat-trim's sources}"
: "${CAKE_LPR_SRC:?give CAKE_LPR_SRC, a directory with cake_lpr's sources}"
NS=${NS:-"8 10 12"}
root=$(cd "$(dirname "$0")/.." && pwd)
if [[ -n "${OUT:-}" ]]; then
	mkdir -p "$OUT"
	work=$OUT
else
	work=$(mktemp -d)
	trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/bin" "$work/build"

# Build each peer in a copy of its sources, never in the copy given.
rm -rf "$work/build/drat-trim" "$work/build/cake_lpr"
cp -R "$DRAT_TRIM_SRC" "$work/build/drat-trim"
cp -R "$CAKE_LPR_SRC" "$work/build/cake_lpr"
make -s -C "$work/build/drat-trim" drat-trim >/dev/null
make -s -C "$work/build/cake_lpr" cake_lpr >/dev/null
cp "$work/build/drat-trim/drat-trim" "$work/build/cake_lpr/cake_lpr" "$work/bin/"
(cd "$root" && go build -o "$work/bin/nqcheck" ./cmd/nqcheck)
nq=$work/bin/nqcheck trim=$work/bin/drat-trim cake=$work/bin/cake_lpr

fail=0
for n in $NS; do
	b=$work/bundle-$n
	rm -rf "$b"
	"$nq" verify -n "$n" --witness sat --certificate "$b" --quiet >/dev/null
	"$nq" check-certificate "$b" >"$work/check-$n.txt" || { echo "n = $n: check-certificate fails: $(cat "$work/check-$n.txt")"; fail=1; }
	files=0 trimmed=0 caked=0
	for f in "$b"/*.cnf; do
		files=$((files + 1))
		p=${f%.cnf}.drat
		if "$trim" "$f" "$p" | tr -d '\r' | grep -qx 's VERIFIED'; then
			trimmed=$((trimmed + 1))
		else
			echo "n = $n: drat-trim rejects $(basename "$f")"
			fail=1
		fi
		if "$nq" check-proof --lrat "${f%.cnf}.lrat" "$f" "$p" >/dev/null && "$cake" "$f" "${f%.cnf}.lrat" | grep -qx 's VERIFIED UNSAT'; then
			caked=$((caked + 1))
		else
			echo "n = $n: cake_lpr rejects the LRAT of $(basename "$f")"
			fail=1
		fi
		rm -f "${f%.cnf}.lrat"
	done
	# The cover without its last cube: drat-trim must reject its proof.
	awk 'NR == 1 { split($0, h, " "); print h[1], h[2], h[3], h[4] - 1; next } { line[NR] = $0 } END { for (i = 2; i < NR; i++) print line[i] }' "$b/cover.cnf" >"$work/cover-less.cnf"
	if "$trim" "$work/cover-less.cnf" "$b/cover.drat" | tr -d '\r' | grep -qx 's VERIFIED'; then
		echo "n = $n: drat-trim accepts the cover proof with a cube dropped"
		fail=1
		tamper=accepted
	else
		tamper=rejected
	fi
	echo "$(cut -d';' -f1-2 "$work/check-$n.txt"); $files formulas: drat-trim accepts $trimmed, cake_lpr accepts $caked (LRAT by check-proof); a cube dropped from the cover: drat-trim $tamper"
done
exit $fail
