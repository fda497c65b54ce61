package audit

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding/simplifiedchinese"
)

// A screened line is what the screen makes of one input line before a
// format reader sees it: data (possibly with a prose prefix cut off, or
// rewritten from another notation), text to skip, or a claim about the
// total.
type screened struct {
	kind    lineKind
	text    []byte // data: the part a format reader reads
	prefix  []byte // data: the prose cut off before it
	pairs   []int  // data read as (row, col) pairs: row, col, ...
	row     bool   // data read as a board row drawn with borders, labels or by position
	shape   string // data read from another notation: "chess squares", "pairs", "objects"
	fixed   bool   // pairs are 0-based as written (chess squares: 1-based ranks made 0-based)
	claim   int64  // a claim: the total stated
	classes bool   // the claim counts the symmetry classes ("unique", "fundamental")
	note    string // text: why a sentence with numbers is not a claim
	// partNone is true for text that says a part of the search has no
	// solution ("none with the first queen in column 1").
	partNone bool
}

// lineKind says what a line is.
type lineKind int

const (
	lineData lineKind = iota
	lineText
	lineClaim
)

var (
	// noneSentence says there is no solution.
	noneSentence = regexp.MustCompile(`(?i)\bno\s+(solutions?|ways?|states?|arrangements?|placements?|configurations?|answers?|results?)\b|\bnot\s+possible\b|\bimpossible\b|\bno\b.*\bpossible\b|\bno\s+(existen?|hay)\s+soluci`)
	// promptRE is a prompt for the input, which a program prints with no
	// line end: "Enter N: ", "enter the number of queens..:", or a short
	// name asked for ("n? ", "size? ").
	promptRE = regexp.MustCompile(`(?i)^((please\s+)?(enter|input|give|type|how\s+many)\b[^:?]{0,60}([:?]\s*)+(\([^()]{0,20}\))?|[a-z][a-z_]{0,5}\s*\?)\s*`)
	// labelLine is a header naming one solution: "Solution 1:", "No. 1", "#1".
	labelLine = regexp.MustCompile(`(?i)^\W*((solution|board|arrangement|configuration|placement)\s*(no\.?|number|#)?\s*[-:.#]?\s*\d+(\s*(of|/)\s*\d+)?|no\.?\s*:?\s*\d+|#\s*\d+|\d+\s*[.):])\W*$`)
	// solutionLabel is a label before one solution: "Solution 3:".
	solutionLabel = regexp.MustCompile(`(?i)^\W*(solution|board|arrangement|placement)\s*(no\.?|number|#)?\s*[:.#]?\s*\d*\s*:$`)
	// totalCue marks a sentence that may state the total: its words say
	// it is a count. It is matched against the sentence in lower case
	// (hasTotalCue), so that it needs no case folding, which is slow.
	totalCue = regexp.MustCompile(`total|number\s+of|unique|fundamental|solutions|\bsolution\s*(count|s)?\s*[:=]|ways\b|arrangements|placements|configurations|possibilit|possible\s+\w+|answers|\banswer\b|\bans\b|\bresult\b|\bfound\b|\bcount\b|\bq\s*\(\s*\d+\s*\)|queens?\s*[:=]|` +
		`lösung|loesung|gesamt|anzahl|soluci|soluz|oplossing|solusi`)
	// exampleCue says that a solution shown is one of several, an
	// example of them: "One of the solutions:", "Example solution".
	exampleCue = regexp.MustCompile(`(?i)\bone\s+of\s+(the\s+)?(\w+\s+)?(solutions|placements|arrangements|boards)\b|\b(example|sample)\b|\bfor\s+instance\b|\be\.g\.|\bfirst\s+solution\b|\bone\s+(possible\s+|valid\s+)?solution\s*(is|:|$)`)
	// classCue marks a count of the symmetry classes.
	classCue = regexp.MustCompile(`(?i)unique|fundamental|distinct|classes|essentially|non-?isomorphic`)
	// queenTotal is "queen 8:92", as some judges print, or "8 Queens: 92"
	// ("1 Queen: 1", "8 queen(s): 92"): the size, then the total.
	queenTotal = regexp.MustCompile(`(?i)(?:queens?\s*(\d+)|^\s*(\d+)\s*queens?(?:\(s\))?)\s*[:=]\s*(\d+)\s*$`)
	// numberRE finds whole numbers (not parts of decimals or of words).
	numberRE = regexp.MustCompile(`\d+`)
	// objectRE is a {...} object holding two numbers.
	objectRE = regexp.MustCompile(`\{[^{}]*\}`)
	// bracketed is a list of numbers in brackets after a label.
	bracketed = regexp.MustCompile(`^[\[(]\s*-?\d+(\s*,?\s*-?\d+)*\s*,?\s*[\])]$`)
	// leadingLabel is a number labelling the line it begins, then white
	// space: "1) ", "2. ", "#3 ", "(4) ", R's index "[1] " and row "[2,] ".
	leadingLabel = regexp.MustCompile(`^(?:\(?\d+[.)]|#\d+|\[\d+,?\])[ \t]+`)
	// rHeader is the header of a matrix as R prints it: "     [,1] [,2]".
	rHeader = regexp.MustCompile(`^(?:\[,\d+\][ \t]*)+$`)
	// angled is a list of numbers in angle brackets or braces.
	angled = regexp.MustCompile(`^[<{]\s*\d+(\s*,?\s*\d+)*\s*,?\s*[>}]$`)
	// chained is numbers joined by dashes or arrows, chainSep the joints.
	chained  = regexp.MustCompile(`^\d+(?:\s*(?:->|=>|→|-)\s*\d+)+$`)
	chainSep = regexp.MustCompile(`\s*(?:->|=>|→|-)\s*`)
	// measure is a number with a fraction that is not zero, or an
	// exponent: a time or a ratio, never a count or a column.
	measure = regexp.MustCompile(`^[-+]?\d*\.\d*[1-9]\d*(?:[eE][-+]?\d+)?$|^[-+]?\d+(?:\.\d+)?[eE][-+]?\d+$`)
	// barePair is "r,c", "r->c", "r:c" or "RrCc".
	barePair = regexp.MustCompile(`^\(?(-?\d+)(?:,|->|=>|→|:)(-?\d+)\)?$|^[Rr](\d+)[Cc](\d+)$`)
	// partCue marks a sentence about a part of the search: a row, a
	// column, a queen placed.
	partCue = regexp.MustCompile(`(?i)\b(columns?|cols?|rows?|ranks?|files?|placed|position|index|step|depth|level)\b`)
	// positionBefore is the word before a number that gives a place on
	// the board, not a count.
	positionBefore = regexp.MustCompile(`(?i)\b(columns?|cols?|rows?|ranks?|files?|position|index|step|depth|level|queen)\s*(no\.?|number|#)?\s*[:=#]?\s*$`)
	// printTuple is the repr of a tuple of strings and numbers at the end
	// of a line, as Python 2's print statement writes several values.
	printTuple = regexp.MustCompile(`\(\s*(u?'(?:[^'\\]|\\.)*'|u?"(?:[^"\\]|\\.)*"|-?\d+)(\s*,\s*(u?'(?:[^'\\]|\\.)*'|u?"(?:[^"\\]|\\.)*"|-?\d+))+\s*\)$`)
	// tupleItem is one item of such a tuple.
	tupleItem = regexp.MustCompile(`u?'((?:[^'\\]|\\.)*)'|u?"((?:[^"\\]|\\.)*)"|(-?\d+)`)
	// ruleHeading is a rule with a number in it or after it, "------- 2",
	// "=== 3 ===": a heading that numbers what follows.
	ruleHeading = regexp.MustCompile(`^(?:-{3,}|={3,}|\*{3,}|_{3,}|~{3,})\s*#?\d+\s*(?:[-=*_~]{3,})?$`)
	// paramLine is a one-letter name and a number, "N: 8", "N = 8": a
	// parameter.
	paramLine = regexp.MustCompile(`^[A-Za-z]\s*[:=]\s*\d+$`)
	// progress is a share in percent, as a progress bar or a report of
	// work prints it ("[#####-----] 50.00% (1/2)"): never a count or a
	// solution.
	progress = regexp.MustCompile(`(?:^|[\s\](])\d{1,3}(?:\.\d+)?\s?%(?:$|[\s)\],;])`)
	// arrowRow is a row of a table of two numbers, "5 -> 10": no
	// solution of a board of three rows or more.
	arrowRow = regexp.MustCompile(`^\d+\s*(->|=>|→|⇒)\s*\d+$`)
)

// screen classifies one line (its text trimmed of white space).
func (a *Auditor) screen(raw []byte) screened {
	t := bytes.TrimSpace(raw)
	if a.wordsList(t) {
		return screened{kind: lineText}
	}
	if s, ok := a.countTableLine(t); ok {
		return s
	}
	if len(t) == 0 || a.plainPermutation(t) {
		return screened{kind: lineData, text: t}
	}
	if noData(t) {
		return screened{kind: lineText}
	}
	if s, ok := a.columnsShape(t); ok {
		return s
	}
	if raw, t = a.unwrapLine(raw, t); t == nil {
		return screened{kind: lineText} // the size, echoed after a prompt
	}
	if s, ok := a.dataShape(raw, t); ok {
		return s
	}
	if k := numberTokens(t); k >= max(3, a.n-1) && 2*k > len(splitColumns(t)) {
		// Mostly numbers: a solution line, right or wrong, whatever words
		// it holds; the format reader says what is wrong with it.
		if s, ok := a.cutPrefix(t); ok {
			return s
		}
		if bracketed.Match(t) {
			return screened{kind: lineData, text: bytes.TrimSpace(t[1 : len(t)-1])} // "[1, 3, 5, 2, 4]"
		}
		return screened{kind: lineData, text: t}
	}
	if notationOf(a.opt.Format).traits().strict {
		return screened{kind: lineData, text: t} // a strict format, given
	}
	if a.nota().ownsLine(t) {
		return screened{kind: lineData, text: t}
	}
	if isStructure(t) || rHeader.Match(t) || isLabel(t) {
		return screened{kind: lineText}
	}
	if !hasWord(t) {
		if a.isFileLetters(t) {
			a.learnLetters(raw)
			return screened{kind: lineText}
		}
		if isRule(t, a.empty) || len(a.grid.rows) == 0 && isRule(t, 0) || a.n >= 3 && arrowRow.Match(t) || ruleHeading.Match(t) {
			// A line of empty squares alone is a row only inside a board.
			return screened{kind: lineText}
		}
		if s, ok := a.cutPrefix(t); ok {
			return s
		}
		if (bytes.IndexByte(t, '=') > 0 || paramLine.Match(t)) && isASCIILetter(t[0]) {
			if hasTotalCue(t) {
				return a.claimOf(t) // "Q(8)=92"
			}
			return screened{kind: lineText} // "N = 8", "N: 8"
		}
		return screened{kind: lineData, text: t}
	}
	if a.isFileLetters(t) {
		a.learnLetters(raw)
		return screened{kind: lineText}
	}
	if noneSentence.Match(t) {
		if partCue.Match(t) {
			// "No solution exists for a queen placed in column 1": of
			// a part of the search, not of the board.
			return screened{kind: lineText, partNone: true}
		}
		return screened{kind: lineClaim, claim: 0}
	}
	if isLabel(t) {
		return screened{kind: lineText}
	}
	if s, ok := a.cutPrefix(t); ok {
		return s
	}
	if s, ok := a.countSentence(t); ok {
		return s
	}
	return screened{kind: lineText}
}

// countSentence reads t as a sentence whose words say that it may state a
// count, in UTF-8 or in GBK ("找到 92 个解" as a Chinese console prints
// it), and reports whether it was one.
func (a *Auditor) countSentence(t []byte) (screened, bool) {
	if !hasTotalCue(t) && !queenTotal.Match(t) {
		d, ok := gbkText(t)
		if !ok || !hasTotalCue(d) {
			return screened{}, false
		}
		t = d
	}
	s := a.claimOf(t)
	s.classes = s.kind == lineClaim && classCue.Match(t)
	return s, true
}

// gbkText returns t decoded from GBK, the encoding of Chinese consoles,
// when t is no UTF-8 and all of it reads as GBK, so that the words of a
// sentence so printed can say that it states a count.
func gbkText(t []byte) ([]byte, bool) {
	if utf8.Valid(t) {
		return nil, false
	}
	d, err := simplifiedchinese.GBK.NewDecoder().Bytes(t)
	if err != nil || bytes.ContainsRune(d, utf8.RuneError) {
		return nil, false
	}
	return d, true
}

// noData reports whether t is no count and no column, whatever else it
// holds: a time ("2.4485e-05"), progress ("100.00% (1/1)") or a
// parameter ("N: 8", "N = 8").
func noData(t []byte) bool { return measure.Match(t) || isProgress(t) || paramLine.Match(t) }

// isProgress reports whether t holds a share in percent (progress).
func isProgress(t []byte) bool { return bytes.IndexByte(t, '%') >= 0 && progress.Match(t) }

// unwrapLine returns the line a program meant, raw and trimmed (t): what
// follows a prompt printed with no line end, or the text Python 2's print
// of several values makes. A lone number n after a prompt is the size the
// program was given, not its answer (which is n only at n = 1): t is then
// nil.
func (a *Auditor) unwrapLine(raw, t []byte) ([]byte, []byte) {
	if m := promptRE.FindIndex(t); m != nil && m[1] < len(t) {
		t = bytes.TrimSpace(t[m[1]:])
		raw = t
		if v, ok := number(t); ok && v == a.n && a.n > 1 {
			return raw, nil
		}
	}
	if u, ok := unwrapPrint(t); ok {
		t, raw = u, u
	}
	return raw, t
}

// plainPermutation reports whether t is n numbers separated by white
// space, one of them 2 or more (so no row of a 0/1 board): the line of a
// listing, which no other notation reads, passed on at once.
func (a *Auditor) plainPermutation(t []byte) bool {
	tokens, big, in := 0, false, false
	for _, c := range t {
		switch {
		case c >= '0' && c <= '9':
			big = big || c >= '2' || in // a digit of 2 or more, or a second digit
			if !in {
				tokens++
				in = true
			}
		case c == ' ' || c == '\t':
			in = false
		default:
			return false
		}
	}
	return tokens == a.n && big
}

// hasWord reports whether t holds a word: two letters or more in a row,
// not all the same letter (so that "QQ" on a board is not a word). Bytes
// that are no UTF-8 are letters of another encoding (GBK, Latin-1): two
// of them in a row are a word.
func hasWord(t []byte) bool {
	run, same := 0, true
	var first rune
	foreign := 0
	for i, r := range string(t) {
		if r == utf8.RuneError && len(t) > i && !bytes.HasPrefix(t[i:], []byte("\uFFFD")) {
			if foreign++; foreign >= 2 {
				return true
			}
			continue
		}
		foreign = 0
		if unicode.IsLetter(r) {
			if run == 0 {
				first, same = r, true
			} else if r != first {
				same = false
			}
			run++
			if run >= 2 && !same {
				return true
			}
			continue
		}
		run = 0
	}
	return false
}

// isRule reports whether t is a separator line: only rule characters,
// such as "-----", "+---+---+" or "=====", unless its one character is
// the boards' empty cell.
func isRule(t []byte, empty rune) bool {
	var only rune = -1
	for _, r := range string(t) {
		switch r {
		case '-', '=', '+', '_', '~', '*', '|', ' ', '\t':
		default:
			return false
		}
		if r != ' ' && r != '\t' {
			if only == -1 {
				only = r
			} else if only != r {
				only = -2
			}
		}
	}
	return only == -2 || (only >= 0 && only != empty)
}

// isFileLetters reports whether t names the files of a board: "a b c d"
// or "abcd", n letters from a.
func (a *Auditor) isFileLetters(t []byte) bool {
	var letters []byte
	for _, c := range t {
		switch {
		case c == ' ' || c == '\t' || c == '|':
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
			letters = append(letters, c|0x20)
		default:
			return false
		}
	}
	if len(letters) != a.n {
		return false
	}
	for i, c := range letters {
		if c != byte('a'+i) {
			return false
		}
	}
	return true
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// allNumbers reports whether every column of t is a whole number.
func allNumbers(t []byte) bool {
	_, _, bad := parseColumns(t)
	return bad < 0
}

// boardRow reads a board row drawn with borders ("|Q|_|_|", "| Q |   |"),
// with a rank number or letter before or after it, or with spaces as
// empty squares; it returns the row's n cells, spaces written as '_'.
func (a *Auditor) boardRow(raw, t []byte) ([]byte, bool) {
	if a.n < 2 {
		// n = 1: a rank label and the one cell, "1 Q".
		if f := bytes.Fields(t); len(f) == 2 && isLabelToken(f[0]) && utf8.RuneCount(f[1]) == 1 && a.holdsQueen(f[1]) && !isDigit(f[1][0]) {
			return f[1], true
		}
		return nil, false
	}
	body := bytes.TrimSpace(stripRank(t))
	if bytes.Count(body, []byte("|")) >= 2 {
		fields := bytes.Split(body, []byte("|"))
		if len(fields[0]) == 0 || len(bytes.TrimSpace(fields[0])) == 0 && bytes.HasPrefix(body, []byte("|")) {
			fields = fields[1:]
		}
		if len(fields) > 0 && len(bytes.TrimSpace(fields[len(fields)-1])) == 0 {
			fields = fields[:len(fields)-1]
		}
		if len(fields) != a.n {
			return nil, false
		}
		var cells []rune
		for _, f := range fields {
			c := bytes.TrimSpace(f)
			switch utf8.RuneCount(c) {
			case 0:
				cells = append(cells, '_')
			case 1:
				r, _ := utf8.DecodeRune(c)
				cells = append(cells, r)
			default:
				return nil, false
			}
		}
		if symbolCount(cells) > 2 {
			return nil, false
		}
		return []byte(string(cells)), true
	}
	if !bytes.Equal(body, t) && !bytes.ContainsAny(body, "0123456789") {
		if cells, ok := gridCells(body, a.n); ok && symbolCount(cells) <= 2 && a.isGridRow(body) {
			return body, true
		}
		return nil, false
	}
	// Spaces as squares: one queen symbol and spaces, each square one
	// character wide or as wide as the line's length shares out.
	return spacedRow(raw, a.n)
}

// stripRank removes a rank number or letter before or after a board row:
// "8 | . Q |", ". Q . . 4".
func stripRank(t []byte) []byte {
	f := bytes.Fields(t)
	if len(f) < 2 {
		return t
	}
	if isLabelToken(f[0]) {
		t = bytes.TrimSpace(t[bytes.Index(t, f[0])+len(f[0]):])
	}
	f = bytes.Fields(t)
	if len(f) >= 2 && isLabelToken(f[len(f)-1]) {
		t = bytes.TrimSpace(t[:bytes.LastIndex(t, f[len(f)-1])])
	}
	return t
}

// isLabelToken reports whether tok is a rank number of two digits or
// more, or a number followed by ":" or ".", used as a row label.
func isLabelToken(tok []byte) bool {
	tok = bytes.TrimRight(tok, ":.")
	_, ok := number(tok)
	return ok && len(tok) >= 1 && tok[0] != '-'
}

// isStructure reports whether t holds only brackets, braces and commas:
// the frame of a list printed one item a line.
func isStructure(t []byte) bool {
	for _, c := range t {
		if !bytes.ContainsRune([]byte("[](){},; \t"), rune(c)) {
			return false
		}
	}
	return true
}

// numberTokens counts the tokens of t that are whole numbers.
func numberTokens(t []byte) int {
	k := 0
	for _, tok := range splitColumns(t) {
		if _, ok := number(tok); ok {
			k++
		}
	}
	return k
}

// holdsQueen reports whether t holds a queen's symbol: the one learned,
// the one given, or a known one.
func (a *Auditor) holdsQueen(t []byte) bool {
	for _, r := range string(t) {
		if r == a.queen || a.queen <= 0 && strings.ContainsRune(knownQueens, r) {
			return true
		}
	}
	return false
}

// spacedRow reads a board row drawn with spaces as empty squares: one
// queen symbol among spaces, "  Q     ". Each square is as wide as the
// line's length divided by n, or one character when the line was cut
// after the queen.
func spacedRow(raw []byte, n int) ([]byte, bool) {
	rs := []rune(string(bytes.TrimRight(raw, "\r")))
	q := -1
	for i, r := range rs {
		switch {
		case r == ' ':
		case q >= 0 || !strings.ContainsRune(knownQueens, r) || r < utf8.RuneSelf && isDigit(byte(r)):
			return nil, false
		default:
			q = i
		}
	}
	if q < 0 {
		return nil, false
	}
	w := 1
	switch {
	case len(rs) >= n && len(rs)%n == 0:
		w = len(rs) / n
	case len(rs) > n:
		return nil, false
	}
	cells := []rune(strings.Repeat("_", n))
	cells[q/w] = rs[q]
	return []byte(string(cells)), true
}

// cueWords are the words one of which every match of totalCue holds: a
// sentence without any is no match, and the regular expression, which is
// slow, need not run.
var cueWords = [][]byte{
	[]byte("total"), []byte("number"), []byte("unique"), []byte("fundamental"), []byte("solution"), []byte("ways"),
	[]byte("arrangement"), []byte("placement"), []byte("configuration"), []byte("possib"), []byte("answer"),
	[]byte("ans"), []byte("result"), []byte("found"), []byte("count"), []byte("("), []byte("queen"),
	[]byte("lösung"), []byte("loesung"), []byte("gesamt"), []byte("anzahl"), []byte("soluci"), []byte("soluz"),
	[]byte("oplossing"), []byte("solusi"),
}

// countWords are the words of other scripts that say a sentence counts:
// "solutions", "in all", "ways" in the languages programs print in.
var countWords = [][]byte{
	[]byte("solução"), []byte("soluções"), []byte("rozwiąza"), []byte("çözüm"), []byte("решени"), []byte("всего"),
	[]byte("итого"), []byte("количество"), []byte("解"), []byte("方案"), []byte("种"), []byte("總"), []byte("总"),
	[]byte("共"), []byte("通り"), []byte("가지"), []byte("해법"), []byte("nghiệm"),
}

// hasTotalCue reports whether the words of t say it may state a count
// (totalCue, countWords).
func hasTotalCue(t []byte) bool {
	lower := bytes.ToLower(t)
	if slices.ContainsFunc(cueWords, func(w []byte) bool { return bytes.Contains(lower, w) }) && totalCue.Match(lower) {
		return true
	}
	if !slices.ContainsFunc(lower, func(c byte) bool { return c >= utf8.RuneSelf }) {
		return false
	}
	return slices.ContainsFunc(countWords, func(w []byte) bool { return bytes.Contains(lower, w) })
}

// isLabel reports whether t is a header naming one solution (labelLine),
// each of which holds a digit: a line without one is none. Nor is a
// line of dots and one digit string ("..0.", "0..."): a board row whose
// queen is a digit.
func isLabel(t []byte) bool {
	if bytes.Count(t, []byte(".")) >= 2 && len(bytes.Trim(t, ".0123456789")) == 0 {
		return false
	}
	return bytes.ContainsAny(t, "0123456789") && labelLine.Match(t)
}

// wordsList reports whether t is a line of a list of words printed one
// item a line, as Node prints a program's arguments ("[", "  '/usr/bin/node',",
// "  'queens.js',", "  '4'", "]"): a list whose first item holds a word
// (wordy) is text to its closing bracket, whatever its other items are. A
// list of a board's rows, one quoted row a line, is no such list.
func (a *Auditor) wordsList(t []byte) bool {
	st := &a.scr
	switch {
	case st.words == wordsIn:
		if len(t) > 0 && t[0] == ']' {
			st.words = 0
		}
		return true
	case len(t) == 1 && t[0] == '[':
		st.words = wordsOpen
		return false
	case st.words == wordsOpen:
		st.words = 0
		if quotedItem.Match(t) && wordy(bytes.Trim(t, `'",`)) {
			st.words = wordsIn
			return true
		}
	}
	return false
}
