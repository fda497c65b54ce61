//go:build !unix

package pollable

import "os"

// File returns f as it is: elsewhere than on Unix, a read of standard
// input blocked on a pipe ends only with the pipe (or the process).
func File(f *os.File) (r *os.File, done func()) { return f, func() {} }
