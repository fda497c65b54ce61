package result

import (
	"math"
	"time"
)

// Seconds returns d in seconds rounded to the millisecond, the precision
// of every seconds field.
func Seconds(d time.Duration) float64 {
	return math.Round(d.Seconds()*1000) / 1000
}
