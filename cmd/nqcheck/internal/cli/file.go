package cli

import (
	"fmt"
	"io"

	"github.com/nqcheck/nqcheck/internal/base/atomicfile"
)

// WriteFile writes an output file that a flag names: to stdout when path
// is "-", else atomically to path (atomicfile.Write: a new file's mode
// follows the umask, a file replaced keeps its own), so that a failed
// write leaves no half file behind. An error of the file
// names it.
func WriteFile(path string, stdout io.Writer, write func(io.Writer) error) error {
	if path == "-" {
		return write(stdout)
	}
	if err := atomicfile.Write(path, 0o666, write); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}
