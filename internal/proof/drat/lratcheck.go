package drat

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
)

// LRATResult counts what CheckLRAT did.
type LRATResult struct {
	// Lemmas counts the lemmas checked, the empty clause included.
	Lemmas int
	// Hints counts the hints followed.
	Hints int
	// Deletions counts the clauses deleted.
	Deletions int
}

// CheckLRAT checks that proof, in LRAT text, refutes f. It is a checker
// apart from Check: no search, no watched literals; each lemma must
// follow from its hints alone. A line is "ID LITS 0 HINTS 0" (a lemma,
// its number above every number before it, the formula's clauses being
// 1..len(f.Clauses)) or "ID d IDS 0" (deletions); "c" lines are
// comments. With the lemma's literals assumed false, each hint must name
// a clause alive at that point that is unit (one literal not false, then
// true) or false (the conflict, which must come, and ends the lemma's
// hints); a clause with two literals not false (a literal written twice
// counts twice, as cake_lpr counts it), a negative hint (RAT) or a clause
// not alive fails. The proof must derive the empty clause; what
// follows is not read. The first failing lemma is a *LemmaError with its
// line, a malformed line a *SyntaxError; ctx is seen every 1024 lines.
func CheckLRAT(ctx context.Context, f *Formula, proof io.Reader) (LRATResult, error) {
	var res LRATResult
	db := make(map[int64][]int, len(f.Clauses))
	for i, c := range f.Clauses {
		db[int64(i+1)] = c
	}
	last := int64(len(f.Clauses))
	in := newLines(proof, "LRAT proof")
	val := map[int]bool{} // the assigned variables: true when the literal v is true
	for i := 0; ; i++ {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return res, err
			}
		}
		line, err := in.next()
		if errors.Is(err, io.EOF) {
			return res, ErrNoEmptyClause
		}
		if err != nil {
			return res, err
		}
		fields := bytes.Fields(line)
		if len(fields) == 0 || fields[0][0] == 'c' {
			continue
		}
		id, err := strconv.ParseInt(string(fields[0]), 10, 63)
		if err != nil || id < 1 {
			return res, in.errorf("%q is not a clause number", clip(fields[0]))
		}
		if len(fields) > 1 && string(fields[1]) == "d" {
			ids, rest, err := numbers(fields[2:])
			if err != nil || len(rest) != 0 {
				return res, in.errorf("a deletion is \"ID d IDS 0\"")
			}
			for _, d := range ids {
				if _, ok := db[d]; !ok {
					return res, in.errorf("deletion of clause %d, which is not alive", d)
				}
				delete(db, d)
				res.Deletions++
			}
			continue
		}
		lits, rest, err := lemmaLits(fields[1:])
		if err != nil {
			return res, in.errorf("%v", err)
		}
		hints, rest, err := numbers(rest)
		if err != nil || len(rest) != 0 {
			return res, in.errorf("a lemma is \"ID LITS 0 HINTS 0\"")
		}
		if id <= last {
			return res, in.errorf("clause number %d is not above %d, the last one", id, last)
		}
		last = id
		res.Lemmas++
		if msg := followHints(db, val, lits, hints, &res); msg != "" {
			return res, &LemmaError{Line: in.line, Lemma: lits, Msg: msg}
		}
		if len(lits) == 0 {
			return res, nil
		}
		db[id] = lits
	}
}

// lemmaLits reads literals up to their 0 and returns the tokens after it.
func lemmaLits(fields [][]byte) ([]int, [][]byte, error) {
	var lits []int
	for i, tok := range fields {
		x, ok := literal(tok)
		if !ok {
			return nil, nil, fmt.Errorf("%q is not a literal", clip(tok))
		}
		if x == 0 {
			return lits, fields[i+1:], nil
		}
		lits = append(lits, x)
	}
	return nil, nil, errors.New("the lemma's literals lack their terminating 0")
}

// numbers reads clause numbers up to their 0 (a negative one is kept, for
// followHints to refuse) and returns the tokens after it.
func numbers(fields [][]byte) ([]int64, [][]byte, error) {
	var ids []int64
	for i, tok := range fields {
		x, err := strconv.ParseInt(string(tok), 10, 63)
		if err != nil {
			return nil, nil, fmt.Errorf("%q is not a clause number", clip(tok))
		}
		if x == 0 {
			return ids, fields[i+1:], nil
		}
		ids = append(ids, x)
	}
	return nil, nil, errors.New("no terminating 0")
}

// followHints assumes the lemma false and follows its hints to a
// conflict; it returns why not when they do not lead to one, else "".
// val is empty on return.
func followHints(db map[int64][]int, val map[int]bool, lemma []int, hints []int64, res *LRATResult) string {
	defer clear(val)
	truth := func(l int) int { // 1 true, -1 false, 0 unassigned
		b, ok := val[abs(l)]
		switch {
		case !ok:
			return 0
		case b == (l > 0):
			return 1
		}
		return -1
	}
	for _, l := range lemma {
		if truth(l) == 1 {
			return "" // a tautology
		}
		val[abs(l)] = l < 0
	}
	for _, h := range hints {
		res.Hints++
		if h < 0 {
			return fmt.Sprintf("has the RAT hint %d: this checker follows RUP hints only", h)
		}
		c, ok := db[h]
		if !ok {
			return fmt.Sprintf("has the hint %d, which names no alive clause", h)
		}
		// Literals not false, as written: a true one counts, and is
		// the unit; a literal written twice counts twice, as in
		// cake_lpr, so that what passes here passes there.
		free := 0
		var unit int
		for _, l := range c {
			if truth(l) >= 0 {
				free++
				unit = l
			}
		}
		switch free {
		case 0:
			return ""
		case 1:
			val[abs(unit)] = unit > 0
		default:
			return fmt.Sprintf("has the hint %d, a clause with %d literals not false there: not unit", h, free)
		}
	}
	return "does not follow from its hints: they end without a conflict"
}
