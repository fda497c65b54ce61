package judge

import (
	"errors"
	"fmt"
	"io"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/base/text"
)

// MaxPlacement is the largest board size whose one placement this
// package reads and checks (a placement of n queens takes about 8.6n
// bytes: the columns and three bit sets).
const MaxPlacement = 2_000_000

// Conflict names two queens that attack each other: the queen of the
// first row that attacks a queen of an earlier row, and that earlier
// queen. Rows and columns are 0-based; Error counts from 1.
type Conflict struct {
	Row1, Col1 int    // the earlier queen
	Row2, Col2 int    // the later queen
	Along      string // "column", "diagonal" (row − column constant) or "anti-diagonal" (row + column constant)
}

// Error describes the conflict, 1-based.
func (c *Conflict) Error() string {
	return fmt.Sprintf("the queen of row %d (column %d) attacks the queen of row %d (column %d) on their %s",
		c.Row2+1, c.Col2+1, c.Row1+1, c.Col1+1, c.Along)
}

// OffBoard is a queen outside the board: its row's column is not in
// [0, N). Error counts from 1.
type OffBoard struct {
	Row, Col, N int
}

// Error describes the queen, 1-based.
func (o *OffBoard) Error() string {
	return fmt.Sprintf("the queen of row %d stands in column %d, off the board (columns 1 to %d)", o.Row+1, o.Col+1, o.N)
}

// Checker checks a placement of one queen per row, row by row, in O(1)
// time per queen: the columns and both diagonals in use are bit sets.
// Its memory is the columns placed and 5n bits.
type Checker struct {
	n               int
	cols            board.Solution
	col, diag, anti []uint64
}

// NewChecker returns a Checker for a board of size n ≥ 1.
func NewChecker(n int) *Checker {
	words := func(bits int) []uint64 { return make([]uint64, (bits+63)/64) }
	return &Checker{n: n, cols: make(board.Solution, 0, n), col: words(n), diag: words(2 * n), anti: words(2 * n)}
}

func has(set []uint64, i int) bool { return set[i>>6]&(1<<(i&63)) != 0 }
func add(set []uint64, i int)      { set[i>>6] |= 1 << (i & 63) }

// Place places the queen of the next row (row Rows()) in the 0-based
// column c. It returns nil, or an *OffBoard when c is off the board, or
// the *Conflict of that queen with the earliest queen it attacks along
// the first of column, diagonal and anti-diagonal where it attacks one;
// after an error the Checker holds the rows before and must not be used.
func (k *Checker) Place(c int) error {
	r := len(k.cols)
	if r >= k.n {
		return fmt.Errorf("row %d: the board has %d rows", r+1, k.n)
	}
	if c < 0 || c >= k.n {
		return &OffBoard{Row: r, Col: c, N: k.n}
	}
	d, a := r-c+k.n-1, r+c
	var along string
	var same func(r0, c0 int) bool
	switch {
	case has(k.col, c):
		along, same = "column", func(_, c0 int) bool { return c0 == c }
	case has(k.diag, d):
		along, same = "diagonal", func(r0, c0 int) bool { return r0-c0 == r-c }
	case has(k.anti, a):
		along, same = "anti-diagonal", func(r0, c0 int) bool { return r0+c0 == r+c }
	default:
		add(k.col, c)
		add(k.diag, d)
		add(k.anti, a)
		k.cols = append(k.cols, c)
		return nil
	}
	for r0, c0 := range k.cols {
		if same(r0, c0) {
			return &Conflict{Row1: r0, Col1: c0, Row2: r, Col2: c, Along: along}
		}
	}
	panic("judge: a line in use holds no queen")
}

// Rows returns the number of queens placed.
func (k *Checker) Rows() int { return len(k.cols) }

// Placement returns the columns placed so far; it shares memory with k.
func (k *Checker) Placement() board.Solution { return k.cols }

// CheckPlacement checks that s, the 0-based column of the queen of each
// row, places len(s) queens that attack no other, in O(n) time and
// memory. It returns nil, an *OffBoard, or the first *Conflict (the first
// row whose queen attacks an earlier one).
func CheckPlacement(s board.Solution) error {
	if len(s) == 0 {
		return errors.New("no queen: the board has no row")
	}
	k := NewChecker(len(s))
	for _, c := range s {
		if err := k.Place(c); err != nil {
			return err
		}
	}
	return nil
}

// HasPlacement reports whether n queens can be placed on a board of size
// n: for n = 1 and every n ≥ 4, not for n = 2 and 3.
func HasPlacement(n int) bool { return n == 1 || n >= 4 }

// Construct returns one placement of n queens for n = 1 and any n ≥ 4,
// by the explicit construction known since the 19th century and written
// down by Hoffman, Loessi and Moore (1969): the even columns, then the
// odd ones, with two fix-ups when n mod 6 is 2 or 3. It is not checked
// here; CheckPlacement checks it in O(n).
func Construct(n int) (board.Solution, error) {
	if !HasPlacement(n) {
		return nil, fmt.Errorf("no placement of %d queens exists on a %d×%d board", n, n, n)
	}
	// 1-based columns, as the construction is told.
	evens := make([]int, 0, n/2+1)
	for c := 2; c <= n; c += 2 {
		evens = append(evens, c)
	}
	odds := make([]int, 0, n/2+1)
	for c := 1; c <= n; c += 2 {
		odds = append(odds, c)
	}
	switch n % 6 {
	case 2:
		// 3, 1, then the odds from 7, then 5.
		odds = append(append([]int{3, 1}, odds[3:]...), 5)
	case 3:
		// The evens from 4, then 2; the odds from 5, then 1, 3.
		evens = append(evens[1:], 2)
		odds = append(odds[2:], 1, 3)
	}
	s := make(board.Solution, 0, n)
	for _, c := range append(evens, odds...) {
		s = append(s, c-1)
	}
	return s, nil
}

// CheckOnePlacement judges out as the output of the one-placement
// problem for size n (1 ≤ n ≤ MaxPlacement): n integers separated by any
// whitespace, the 1-based column of the queen of each row in row order,
// or the single integer -1 when no placement exists (n = 2 and 3). It
// reads out once, in O(n) time and memory, and stops at the first fault.
func CheckOnePlacement(n int, out io.Reader) Verdict {
	if n < 1 || n > MaxPlacement {
		return fail("n = %d: the one-placement check takes 1 ≤ n ≤ %d", n, MaxPlacement)
	}
	s := newReader(out)
	if !HasPlacement(n) {
		return checkNone(s, n)
	}
	k := NewChecker(n)
	for r := range n {
		tok, line, ok, err := s.rest()
		switch {
		case err != nil:
			return fail("reading the output: %v", err)
		case !ok && r == 0:
			return malformed(line, "", "the output is empty; expected the %d columns of a placement", n)
		case !ok:
			return malformed(line, "", "the output ends after %d of the %d columns", r, n)
		}
		v, isInt := parseInt(tok)
		if !isInt {
			return malformed(line, fmt.Sprintf("the column of row %d, an integer from 1 to %d", r+1, n), "%s is not an integer", quote(tok))
		}
		if r == 0 && v == -1 {
			return wrong(line, fmt.Sprintf("a placement (n = %d has one)", n), "-1 says that no placement exists")
		}
		if v < 1 || v > int64(n) {
			return wrong(line, "", "%v", &OffBoard{Row: r, Col: int(max(min(v, 1<<40), -1<<40)) - 1, N: n})
		}
		if err := k.Place(int(v) - 1); err != nil {
			return wrong(line, "", "%v", err)
		}
	}
	if tok, line, ok, err := s.rest(); err != nil {
		return fail("reading the output: %v", err)
	} else if ok {
		return malformed(line, "the end of the output", "%s after the %d columns", quote(tok), n)
	}
	return accept("%d %s, none attacked", n, text.Plural(n, "queen"))
}

// checkNone judges the output for n = 2 or 3: the single integer -1.
func checkNone(s *reader, n int) Verdict {
	tok, line, ok, err := s.rest()
	switch {
	case err != nil:
		return fail("reading the output: %v", err)
	case !ok:
		return malformed(line, "-1", "the output is empty")
	}
	if v, isInt := parseInt(tok); !isInt {
		return malformed(line, "-1", "%s is not an integer", quote(tok))
	} else if v != -1 {
		return wrong(line, "-1", "%d queens cannot be placed on a %d×%d board, but the output starts with %d", n, n, n, v)
	}
	if tok, line, ok, err := s.rest(); err != nil {
		return fail("reading the output: %v", err)
	} else if ok {
		return malformed(line, "the end of the output", "%s after -1", quote(tok))
	}
	return accept("no placement for n = %d, as the output says", n)
}
