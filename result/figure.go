package result

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/bits"
	"strconv"
)

// Figure is an exact figure that may be unknown. The zero value is unknown:
// it marshals as JSON null and prints as "-".
type Figure struct {
	v     uint64
	known bool
}

// Known returns the known figure v.
func Known(v uint64) Figure { return Figure{v: v, known: true} }

// KnownInt returns the known figure v, which must not be negative.
func KnownInt(v int) Figure {
	if v < 0 {
		panic(fmt.Sprintf("result: negative count %d", v))
	}
	return Known(uint64(v))
}

// Value returns the figure and whether it is known.
func (c Figure) Value() (uint64, bool) { return c.v, c.known }

// IsKnown reports whether the figure was computed.
func (c Figure) IsKnown() bool { return c.known }

// String returns the decimal figure, or "-" when it is unknown.
func (c Figure) String() string {
	if !c.known {
		return "-"
	}
	return strconv.FormatUint(c.v, 10)
}

// Plus returns c + d. The sum is unknown when either is, and an error when
// it does not fit in 64 bits: a sum never wraps.
func (c Figure) Plus(d Figure) (Figure, error) {
	if !c.known || !d.known {
		return Figure{}, nil
	}
	s, carry := bits.Add64(c.v, d.v, 0)
	if carry != 0 {
		return Figure{}, fmt.Errorf("result: %d + %d overflows 64 bits", c.v, d.v)
	}
	return Known(s), nil
}

// MarshalJSON writes the figure as a JSON number, or null when unknown.
func (c Figure) MarshalJSON() ([]byte, error) {
	if !c.known {
		return []byte("null"), nil
	}
	return strconv.AppendUint(nil, c.v, 10), nil
}

// UnmarshalJSON reads a JSON number (a whole number in 0..2⁶⁴−1) or null.
func (c *Figure) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if string(b) == "null" {
		*c = Figure{}
		return nil
	}
	if len(b) == 0 || b[0] < '0' || b[0] > '9' || !json.Valid(b) {
		return fmt.Errorf("result: count %s is not a whole number in 0..2^64-1", b)
	}
	v, err := strconv.ParseUint(string(b), 10, 64)
	if err != nil {
		return fmt.Errorf("result: count %s is not a whole number in 0..2^64-1", b)
	}
	*c = Known(v)
	return nil
}
