// Package pollable makes the waits of reading and opening files
// interruptible: a pipe or a terminal inherited in blocking mode ignores
// read deadlines, so a read blocked on it would outlive the run that
// wanted it; and the open of a FIFO waits in open(2) for its other end.
//
// Invariant: once done is called, the descriptor given is as it was. File
// reads through a duplicate in non-blocking mode (a mode the two share),
// and done puts the mode back and closes the duplicate. A regular file is
// returned as it is. IsTerminal asks the terminal driver whether a file
// is a terminal (a character device such as /dev/null is not), and
// changes nothing. OpenNoWait never waits in open; OpenFile waits only
// until its context is done, and leaves no goroutine waiting on a FIFO.
package pollable
