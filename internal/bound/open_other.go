//go:build !unix

package bound

import "os"

// nonblock is no flag where an open of a FIFO does not wait.
const nonblock = 0

// setBlocking has nothing to undo.
func setBlocking(*os.File) error { return nil }
