package audit

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/base/text"
)

// P1219Shown is how many solutions the answer of the P1219 task shows
// before its total.
const P1219Shown = 3

// P1219MaxInput bounds the P1219 task's input that ReadP1219Input reads:
// one number and some white space fit many times over.
const P1219MaxInput = 4096

// p1219Quoted is how much of a bad token an error message of
// ReadP1219Input quotes.
const p1219Quoted = 20

// ReadP1219Input reads the P1219 task's input from its standard input r:
// exactly one integer n in 1..board.MaxN, surrounded by any white space,
// in at most P1219MaxInput bytes. Every error is one line that says what
// the input should be.
func ReadP1219Input(r io.Reader) (int, error) {
	data, err := io.ReadAll(io.LimitReader(r, P1219MaxInput+1))
	if err != nil {
		return 0, fmt.Errorf("cannot read standard input: %v", err)
	}
	if len(data) > P1219MaxInput {
		return 0, fmt.Errorf("input is longer than %d bytes: want one integer n", P1219MaxInput)
	}
	fields := strings.Fields(string(data))
	switch {
	case len(fields) == 0:
		return 0, fmt.Errorf("empty input: want one integer n from 1 to %d", board.MaxN)
	case len(fields) > 1:
		return 0, fmt.Errorf("extra token %q after %q: want one integer n", text.Clip(fields[1], p1219Quoted), text.Clip(fields[0], p1219Quoted))
	}
	n, err := strconv.Atoi(fields[0])
	if err != nil {
		return 0, fmt.Errorf("%q is not an integer: want one integer n from 1 to %d", text.Clip(fields[0], p1219Quoted), board.MaxN)
	}
	if n < 1 || n > board.MaxN {
		return 0, fmt.Errorf("n = %d is outside 1..%d", n, board.MaxN)
	}
	return n, nil
}
