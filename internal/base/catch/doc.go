// Package catch turns a panic into an error, for code that runs in a
// goroutine of its own: no caller can recover a panic there, and it would
// end the whole process with Go's exit status 2 and a stack trace instead
// of the command's own report and exit code.
//
// Invariant: Call returns f's own result unchanged when f returns, and a
// *Panic exactly when f panicked; it never panics itself and never prints.
// A *Panic's message is one line, whatever the panic's value holds.
package catch
