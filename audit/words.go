package audit

import (
	"bytes"
	"regexp"
	"strings"
)

// Totals are sometimes written in words: "There are ninety-two
// solutions". wordCount reads such a number, in English, where the words
// around it make it a count.

// numberWords are the values of the English number words.
var numberWords = map[string]int64{
	"zero": 0, "no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
	"fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
	"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}

// numberScales are the words that multiply what comes before them.
var numberScales = map[string]int64{"hundred": 100, "thousand": 1000, "million": 1000000}

var (
	// wordToken splits a sentence into words.
	wordToken = regexp.MustCompile(`[a-z]+`)
	// countNounAfter starts the noun a number counts: "solutions",
	// "distinct ways".
	countNounAfter = regexp.MustCompile(`^\s*(distinct\s+|unique\s+|possible\s+|different\s+|valid\s+)?(solutions|ways|arrangements|placements|configurations|answers)\b`)
	// countVerbBefore ends the words that announce a count: "the total
	// is".
	countVerbBefore = regexp.MustCompile(`total\s*(is|:|=)?\s*$`)
)

// wordCount returns the count t states in words, when it holds one run of
// number words (one number) that a count noun follows or a count verb
// precedes.
func wordCount(t []byte) (int64, bool) {
	lower := strings.ToLower(string(t))
	locs := wordToken.FindAllStringIndex(lower, -1)
	var found bool
	var value int64
	for i := 0; i < len(locs); {
		v, j, ok := wordNumber(lower, locs, i)
		if !ok {
			i++
			continue
		}
		start, end := locs[i][0], locs[j-1][1]
		if lower[start:end] == "no" {
			i = j
			continue // "no" is read by the sentences that say there is none
		}
		if countNounAfter.MatchString(lower[end:]) || countVerbBefore.MatchString(strings.TrimSpace(lower[:start])) {
			if found {
				return 0, false // two counts: the words do not say which
			}
			found, value = true, v
		}
		i = j
	}
	return value, found
}

// wordNumber reads the number words from word i of s on: "ninety-two",
// "two hundred and sixty", and returns the value and the index after the
// last word read.
func wordNumber(s string, locs [][]int, i int) (int64, int, bool) {
	var total, cur int64
	j, read := i, false
	for ; j < len(locs); j++ {
		w := s[locs[j][0]:locs[j][1]]
		if j > i && !joined(s[locs[j-1][1]:locs[j][0]]) {
			break
		}
		if v, ok := numberWords[w]; ok {
			if read && cur%10 != 0 && v < 10 {
				break // "two three": two numbers
			}
			cur += v
			read = true
			continue
		}
		if m, ok := numberScales[w]; ok && read {
			if m == 100 {
				cur *= m
			} else {
				total += cur * m
				cur = 0
			}
			continue
		}
		if w == "and" && read && j+1 < len(locs) {
			if _, ok := numberWords[s[locs[j+1][0]:locs[j+1][1]]]; ok {
				continue
			}
		}
		break
	}
	if !read {
		return 0, i, false
	}
	return total + cur, j, true
}

// joined reports whether sep, the text between two words, joins them
// into one number: a hyphen or white space.
func joined(sep string) bool {
	return len(bytes.Trim([]byte(sep), " -\t")) == 0
}
