#!/usr/bin/env bash
# Checks nqcheck's certificates with checkers written elsewhere, built from
# copies of their sources given here, with gcc and make:
#
#   DRAT_TRIM_SRC   a directory holding drat-trim's sources (drat-trim.c,
#                   Makefile), for instance a clone of its repository
#   CAKE_LPR_SRC    a directory holding cake_lpr's (cake_lpr.S,
#                   basis_ffi.c, Makefile)
#   CPOG_CHECK_SRC  a directory holding the CPOG checker's sources
#                   (cpog-check.c, q25.c, q25.h, Makefile): the folder
#                   cpog/checker of github.com/rebryant/scpog
#   CAKE_SCPOG_SRC  a directory holding cake_scpog's (cake_scpog.S,
#                   basis_ffi.c, Makefile): the folder cake_scpog of the
#                   same repository
#   NS              board sizes of the bundles (default "8 10 12")
#   CPOG_NS         board sizes of the CPOG proofs (default 1 to 12)
#   CAKE_SCPOG_NS   the sizes of those that cake_scpog checks too
#                   (default 1 to 12; n = 12 takes it about 3 minutes
#                   and 1.5 GB)
#   OUT             where to build and write (default: a new temporary
#                   directory, removed at the end)
#
# Give DRAT_TRIM_SRC and CAKE_LPR_SRC, or CPOG_CHECK_SRC (CAKE_SCPOG_SRC
# optional), or all of them.
#
# Bundles: for each size of NS it writes a bundle (nqcheck verify --witness
# sat --certificate), checks it with check-certificate, then every .cnf
# with drat-trim and, through LRAT, with cake_lpr, and prints one line a
# size with the counts of files each checker accepted; then it tampers with
# the bundle (a cube dropped from cover.cnf) and checks that drat-trim
# rejects the cover.
#
# CPOG proofs: for each size of CPOG_NS it writes the proofs of Q(n),
# fix180 and fix90 (nqcheck verify --witness sat --cpog), checks each with
# cpog-check, whose count must be the one nqcheck printed, and with
# cake_scpog where asked, prints the three counts and the classes they
# give by Burnside's lemma, and checks that cpog-check rejects the proof of
# Q(n) once row 0's clause is dropped from its formula.
#
# The built checkers stay in OUT/bin when OUT is given: point DRAT_TRIM,
# CAKE_LPR, CPOG_CHECK and CAKE_SCPOG at them to run the tests that use
# them (go test ./internal/proof/... ./verify ./cmd/nqcheck). Exit 1 when a
# check that must pass fails or one that must fail passes.
set -euo pipefail

if [[ -z "${DRAT_TRIM_SRC:-}${CPOG_CHECK_SRC:-}" ]]; then
	echo "give DRAT_TRIM_SRC and CAKE_LPR_SRC (drat-trim's and cake_lpr's sources), or CPOG_CHECK_SRC (and CAKE_SCPOG_SRC), or all" >&2
	exit 2
fi
if [[ -n "${DRAT_TRIM_SRC:-}" ]]; then
	: "${CAKE_LPR_SRC:?give CAKE_LPR_SRC, the directory of the sources of cake_lpr, with DRAT_TRIM_SRC}"
fi
NS=${NS:-"8 10 12"}
CPOG_NS=${CPOG_NS:-"1 2 3 4 5 6 7 8 9 10 11 12"}
CAKE_SCPOG_NS=${CAKE_SCPOG_NS:-"1 2 3 4 5 6 7 8 9 10 11 12"}
root=$(cd "$(dirname "$0")/.." && pwd)
if [[ -n "${OUT:-}" ]]; then
	mkdir -p "$OUT"
	work=$OUT
else
	work=$(mktemp -d)
	trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/bin" "$work/build"

# build NAME SRC TARGET: builds a peer in a copy of its sources, never in
# the copy given, and puts its binary in bin.
build() {
	rm -rf "$work/build/$1"
	cp -R "$2" "$work/build/$1"
	make -s -C "$work/build/$1" "$3" >/dev/null 2>"$work/build/$1.log" || { cat "$work/build/$1.log" >&2; exit 1; }
	cp "$work/build/$1/$1" "$work/bin/"
}
(cd "$root" && go build -o "$work/bin/nqcheck" ./cmd/nqcheck)
nq=$work/bin/nqcheck
fail=0

# bundles: drat-trim and cake_lpr on every formula of the bundles of NS.
bundles() {
	build drat-trim "$DRAT_TRIM_SRC" drat-trim
	build cake_lpr "$CAKE_LPR_SRC" cake_lpr
	local trim=$work/bin/drat-trim cake=$work/bin/cake_lpr
	for n in $NS; do
		bundle "$n"
	done
}

bundle() {
	local n=$1 b f p files trimmed caked tamper
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
}

# cpogs: cpog-check (and cake_scpog) on the CPOG proofs of CPOG_NS.
cpogs() {
	# The checker's default of 0 threads divides by zero: it runs with -n 1.
	build cpog-check "$CPOG_CHECK_SRC" cpog-check
	if [[ -n "${CAKE_SCPOG_SRC:-}" ]]; then
		build cake_scpog "$CAKE_SCPOG_SRC" cake_scpog
	fi
	for n in $CPOG_NS; do
		cpog "$n"
	done
}

cpog() {
	local n=$1 d=$work/cpog-$1 line k want got counts="" caked=0 cakes=0
	local -A c=()
	rm -rf "$d"
	line=$("$nq" verify -n "$n" --witness sat --quiet --cpog "$d" | grep '^cpog: ')
	for k in q fix180 fix90; do
		want=$(sed -E "s/.* $k ([0-9]+) \(.*/\1/" <<<"$line")
		got=$("$work/bin/cpog-check" -n 1 "$d/$k.cnf" "$d/$k.cpog" | sed -nE 's/^CHECK: Regular model count = ([0-9]+)$/\1/p')
		if [[ "$got" != "$want" ]]; then
			echo "n = $n: cpog-check on $k.cpog: count '$got', nqcheck wrote $want"
			fail=1
		fi
		counts="$counts${counts:+,} $k $got"
		c[$k]=${got:-0}
		if [[ -n "${CAKE_SCPOG_SRC:-}" && " $CAKE_SCPOG_NS " == *" $n "* ]]; then
			cakes=$((cakes + 1))
			if "$work/bin/cake_scpog" "$d/$k.cnf" "$d/$k.cpog" | grep -qE '^s VERIFIED (CPOG REPRESENTATION|UNSAT)$'; then
				caked=$((caked + 1))
			else
				echo "n = $n: cake_scpog rejects $k.cpog"
				fail=1
			fi
		fi
	done
	# Row 0's clause (the first after the header) dropped: rejected.
	awk '/^p / { print $1, $2, $3, $4 - 1; skip = 1; next } skip && !/^c/ { skip = 0; next } { print }' "$d/q.cnf" >"$d/q-less.cnf"
	local tamper=rejected
	if "$work/bin/cpog-check" -n 1 "$d/q-less.cnf" "$d/q.cpog" 2>&1 | grep -q '^CHECK: FULL-PROOF SUCCESS'; then
		echo "n = $n: cpog-check accepts q.cpog for the formula without row 0's clause"
		tamper=accepted
		fail=1
	fi
	local classes=1
	if ((n > 1)); then
		classes=$(((c[q] + c[fix180] + 2 * c[fix90]) / 8))
	fi
	local cake=""
	if ((cakes > 0)); then
		cake="; cake_scpog verifies $caked of $cakes"
	fi
	echo "n = $n: cpog-check counts${counts}: classes $classes by Burnside's lemma$cake; row 0's clause dropped: cpog-check $tamper"
}

if [[ -n "${DRAT_TRIM_SRC:-}" ]]; then
	bundles
fi
if [[ -n "${CPOG_CHECK_SRC:-}" ]]; then
	cpogs
fi
exit $fail
