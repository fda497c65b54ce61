package text

import "unicode/utf8"

// Plural returns word, with an "s" added unless k is 1: "1 line", "2
// lines", "0 lines".
func Plural[T int | int64](k T, word string) string {
	if k == 1 {
		return word
	}
	return word + "s"
}

// Clip returns s when it has at most max bytes, else its first max bytes,
// cut back to a whole UTF-8 character, and "...".
func Clip(s string, max int) string {
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "..."
}
