package progress_test

import (
	"fmt"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/internal/base/progress"
)

func Example() {
	// A clock that moves 1 s each time it is read, to show a drawing.
	t := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	now := func() time.Time { t = t.Add(time.Second); return t }
	var b strings.Builder
	// Ticks that never come: only Update draws here.
	r := progress.New(&b, progress.Options{Now: now, Interval: time.Second, Ticks: make(chan time.Time)})
	r.Start("n = 8 sat", "models")
	r.Update(46, 92)
	r.Clear()
	fmt.Printf("%q\n", b.String())

	// On anything but a terminal, ForTerminal gives a reporter that does
	// nothing.
	fmt.Println(progress.ForTerminal(&b, false) == nil)
	// Output:
	// "\rn = 8 sat: 46/92 models (50.0%)  46.0 models/s  ETA 1s\r                                                      \r"
	// true
}
