package cli

import (
	"flag"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// undefinedFlag is the start of package flag's error for an unknown flag,
// once flagError has named it: "flag provided but not defined: --nn".
const undefinedFlag = "flag provided but not defined: "

// unknownValue matches the error of a flag's value that is not one of a
// list the error gives: `unknown format "boards" (want lines, board)`,
// `(want one of a, b)`, `(known: a, b)`. It captures the quoted value and
// the list.
var unknownValue = regexp.MustCompile(`unknown [^"]*("(?:[^"\\]|\\.)*") \((?:want |known: )(?:one of )?([^)]*)\)`)

// listName is a name in such a list: a word of lower-case letters, digits
// and - _ . : (a placeholder such as minizinc:SOLVER is none).
var listName = regexp.MustCompile(`^[a-z0-9][a-z0-9._:-]*$`)

// didYouMean returns msg, a usage error of a command whose flags are fs,
// with "; did you mean X?" added when it names an unknown flag or an
// unknown value from a list it gives and a known one is near (nearest).
func didYouMean(msg string, fs *flag.FlagSet) string {
	if name, ok := strings.CutPrefix(msg, undefinedFlag); ok {
		var known []string
		fs.VisitAll(func(f *flag.Flag) { known = append(known, f.Name) })
		best := nearest(strings.TrimLeft(name, "-"), known)
		for i, b := range best {
			best[i] = flagName(b)
		}
		return msg + meanText(best)
	}
	m := unknownValue.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	value, err := strconv.Unquote(msg[m[2]:m[3]])
	if err != nil {
		return msg
	}
	var known []string
	for _, f := range strings.FieldsFunc(msg[m[4]:m[5]], func(r rune) bool { return r == ',' || r == ';' }) {
		for _, w := range strings.Split(strings.TrimSpace(f), " or ") {
			w = strings.TrimPrefix(strings.TrimSpace(w), "or ")
			if listName.MatchString(w) {
				known = append(known, w)
			}
		}
	}
	return msg[:m[1]] + DidYouMean(value, known) + msg[m[1]:]
}

// DidYouMean returns "; did you mean X?" when a name of known is near
// value, an unknown name a command looked up itself (not through a flag's
// Set), else "": the end of its usage error.
func DidYouMean(value string, known []string) string {
	return meanText(nearest(value, known))
}

// meanText returns "; did you mean X?" naming best, or "" for none.
func meanText(best []string) string {
	if len(best) == 0 {
		return ""
	}
	return "; did you mean " + strings.Join(best, " or ") + "?"
}

// nearest returns the names of known nearest to name, ignoring case: those
// at the least edit distance, when it is at most a third of name's length
// (at least 1) and leaves a letter of name in place, or that name (three
// letters or more) is the start of; none when name is known.
func nearest(name string, known []string) []string {
	if name == "" || slices.Contains(known, name) {
		return nil
	}
	name = strings.ToLower(name)
	limit := max(1, len(name)/3)
	var best []string
	bestD := limit + 1
	for _, k := range known {
		d := editDistance(name, strings.ToLower(k))
		if len(name) >= 3 && strings.HasPrefix(k, name) {
			d = min(d, limit) // an abbreviation
		}
		switch {
		case d > limit || d >= len(name):
			// too far, or no letter in common with name
		case d < bestD:
			best, bestD = []string{k}, d
		case d == bestD && !slices.Contains(best, k):
			best = append(best, k)
		}
	}
	if len(best) > 3 {
		return nil // too many to help
	}
	return best
}

// editDistance returns the edit distance of a and b in bytes, a swap of
// two neighbours counting as one edit (the optimal string alignment
// distance).
func editDistance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
