package pollable

import "errors"

// ErrNoReader is OpenNoWait's error for a FIFO opened for writing that no
// process has open for reading: its open would wait for one.
var ErrNoReader = errors.New("a FIFO that no process has open for reading (start its reader first: nqcheck does not wait for one)")
