package audit

import (
	"bytes"
	"fmt"
	"math"
	"regexp"
	"strconv"
)

// number reads a whole number written as an optional minus sign and
// decimal digits. A number too large for an int comes back as the largest
// (or smallest) int, which every range check rejects.
func number(tok []byte) (int, bool) {
	digits := tok
	if len(digits) > 0 && digits[0] == '-' {
		digits = digits[1:]
	}
	if len(digits) == 0 {
		return 0, false
	}
	v := 0
	for _, b := range digits {
		if b < '0' || b > '9' {
			return 0, false
		}
		v = 10*v + int(b-'0')
	}
	if len(digits) <= 18 { // no int64 overflows with 18 digits
		if tok[0] == '-' {
			v = -v
		}
		return v, true
	}
	v, err := strconv.Atoi(string(tok))
	if err != nil { // out of range: the syntax was checked above
		if tok[0] == '-' {
			return math.MinInt, true
		}
		return math.MaxInt, true
	}
	return v, true
}

// splitColumns splits a line of the lines or p1219 format into its
// tokens: separated by white space (spaces, tabs), commas or semicolons.
func splitColumns(text []byte) [][]byte {
	k := 0
	for i := 0; ; k++ {
		if _, i = nextColumn(text, i); i < 0 {
			break
		}
	}
	toks := make([][]byte, 0, k)
	for i := 0; ; {
		var tok []byte
		if tok, i = nextColumn(text, i); i < 0 {
			return toks
		}
		toks = append(toks, tok)
	}
}

// nextColumn returns the token of text from byte i on and the byte after
// it, or i < 0 when no token is left. Every separator is ASCII, and no
// byte of a longer UTF-8 character is one, so the bytes are tested one by
// one; the token's capacity ends with it.
func nextColumn(text []byte, i int) ([]byte, int) {
	for i < len(text) && columnSeparator[text[i]] {
		i++
	}
	if i == len(text) {
		return nil, -1
	}
	j := i
	for j < len(text) && !columnSeparator[text[j]] {
		j++
	}
	return text[i:j:j], j
}

// columnSeparator holds the bytes that separate columns.
var columnSeparator = [256]bool{' ': true, '\t': true, ',': true, ';': true, '\v': true, '\f': true, '\r': true}

// parseColumns reads a line of the lines or p1219 format: whole numbers
// separated by white space or commas. On a token that is not a number it
// returns that token's index as bad; otherwise bad is -1.
func parseColumns(text []byte) (vals []int, toks [][]byte, bad int) {
	toks = splitColumns(text)
	vals = make([]int, len(toks))
	for i, t := range toks {
		v, ok := number(t)
		if !ok {
			return nil, toks, i
		}
		vals[i] = v
	}
	return vals, toks, -1
}

// parseCoords reads a line of the coords format: "(row col)" pairs, with
// any white space around and inside the parentheses and an optional comma
// between row and column. It returns the values as row, col, row, col, ...
// or an error that quotes the text that does not fit.
func parseCoords(text []byte) ([]int, error) {
	var vals []int
	rest := bytes.TrimSpace(text)
	for len(rest) > 0 {
		if rest[0] != '(' {
			return nil, fmt.Errorf("%s is not a \"(row col)\" pair", quote(rest))
		}
		end := bytes.IndexByte(rest, ')')
		if end < 0 {
			return nil, fmt.Errorf("%s has no closing parenthesis", quote(rest))
		}
		pair := rest[:end+1]
		inner := bytes.Replace(rest[1:end], []byte(","), []byte(" "), 1)
		f := bytes.Fields(inner)
		if len(f) != 2 {
			return nil, fmt.Errorf("%s is not a \"(row col)\" pair", quote(pair))
		}
		for _, t := range f {
			v, ok := number(t)
			if !ok {
				return nil, fmt.Errorf("%s in %s is not a number", quote(t), quote(pair))
			}
			vals = append(vals, v)
		}
		rest = bytes.TrimLeft(rest[end+1:], " \t")
	}
	return vals, nil
}

// totalLine matches the coords format's last line.
var totalLine = regexp.MustCompile(`^The total of (\d+) Queen's solutions:(\d+)$`)

// coordsTotalPrefix starts the coords format's total line.
var coordsTotalPrefix = []byte("The total")

// quote formats text for a detail, shortened to 40 bytes.
func quote(text []byte) string {
	const max = 40
	if len(text) > max {
		return strconv.Quote(string(text[:max])) + "..."
	}
	return strconv.Quote(string(text))
}
