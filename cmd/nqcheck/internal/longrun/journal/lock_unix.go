//go:build unix

package journal

import (
	"errors"
	"os"
	"syscall"
	"time"
)

// lockWait is how long lock tries again while the lock is held. A process
// that forks (this one starting a SAT worker, say) shares every open file
// with the child until the child's exec closes it, and with it a lock
// just released here: such a hold lasts as long as the fork, while a lock
// of another nqcheck lasts as long as its run.
const lockWait = 2 * time.Second

// lock takes an exclusive advisory lock on f for as long as it is open;
// it fails with ErrLocked when another process holds one for longer than
// lockWait.
func lock(f *os.File) error {
	deadline := time.Now().Add(lockWait)
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if !errors.Is(err, syscall.EWOULDBLOCK) {
			return err
		}
		if time.Now().After(deadline) {
			return ErrLocked
		}
		time.Sleep(10 * time.Millisecond)
	}
}
