package catch

import (
	"fmt"
	"strings"
)

// Panic is a panic that Call recovered.
type Panic struct {
	// What names the code that panicked, such as "reading its output".
	What string
	// Value is the value it panicked with.
	Value any
}

// Error returns "<What> panicked: <Value>", newlines in the value turned
// into spaces.
func (p *Panic) Error() string {
	return p.What + " panicked: " + strings.ReplaceAll(fmt.Sprint(p.Value), "\n", " ")
}

// Unwrap returns the value when it is an error, such as a runtime.Error,
// and nil otherwise.
func (p *Panic) Unwrap() error {
	err, _ := p.Value.(error)
	return err
}

// Call calls f and returns its error. When f panics, Call returns a *Panic
// that names the code by what.
func Call(what string, f func() error) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = &Panic{What: what, Value: v}
		}
	}()
	return f()
}
