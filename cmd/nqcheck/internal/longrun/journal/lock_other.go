//go:build !unix

package journal

import "os"

// lock does nothing where advisory locks are not available: two processes
// must not share a checkpoint directory there.
func lock(*os.File) error { return nil }
