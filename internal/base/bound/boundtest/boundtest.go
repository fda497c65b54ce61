// Package boundtest gives the tests of bounded readers an input that
// never ends. Invariant: it reads nothing from the machine; an Endless
// reader never returns an error or io.EOF.
package boundtest

import "io"

// Endless returns a reader that repeats text for ever, as a device such
// as /dev/zero never ends. text must not be empty.
func Endless(text string) io.Reader { return &endless{text: text} }

type endless struct {
	text string
	at   int
}

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = e.text[e.at%len(e.text)]
		e.at++
	}
	return len(p), nil
}
