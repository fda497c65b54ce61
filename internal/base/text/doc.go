// Package text holds the small text helpers that nqcheck's messages and
// reports share: the plural of a counted word and a token clipped for an
// error message.
//
// Invariant: every function is pure, and none takes part in computing a
// figure; they only format what a witness or a check already decided.
package text
