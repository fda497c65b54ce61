package main

import "github.com/nqcheck/nqcheck/result"

// round keeps times to the millisecond in the JSON output.
func round(s float64) float64 { return result.RoundSeconds(s) }
