//go:build !unix

package pollable

import (
	"context"
	"os"
)

// OpenFile opens path as os.OpenFile does; where there is no FIFO to wait
// on, ctx is only looked at first.
func OpenFile(ctx context.Context, path string, flag int, perm os.FileMode) (*os.File, error) {
	if err := ctx.Err(); err != nil {
		return nil, context.Cause(ctx)
	}
	return os.OpenFile(path, flag, perm)
}
