package result

import (
	"math"
	"time"
)

// Seconds returns d in seconds rounded to the millisecond, the precision
// of every seconds field.
func Seconds(d time.Duration) float64 {
	return RoundSeconds(d.Seconds())
}

// RoundSeconds returns s seconds rounded to the millisecond, the
// precision of every seconds field.
func RoundSeconds(s float64) float64 {
	return math.Round(s*1000) / 1000
}
