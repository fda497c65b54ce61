package cli

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

func TestParseBytes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		want int64
		err  string
	}{
		{"0", 0, ""},
		{"4096", 4096, ""},
		{"1K", 1 << 10, ""},
		{"512M", 512 << 20, ""},
		{"512MiB", 512 << 20, ""},
		{"2G", 2 << 30, ""},
		{"3T", 3 << 40, ""},
		{"8388607T", 8388607 << 40, ""},
		{"8388608T", 0, "too large"},
		{"9223372036854775807", math.MaxInt64, ""},
		{"9223372036854775808", 0, "not a number"},
		{"-1", 0, "negative"},
		{"-0", 0, "not a number"},
		{"+5", 0, "not a number"},
		{"", 0, "not a number"},
		{"G", 0, "not a number"},
		{"2 G", 0, "not a number"},
		{"2g", 0, "not a number"},
		{"1.5G", 0, "not a number"},
		{"0x10", 0, "not a number"},
	}
	for _, tt := range tests {
		got, err := ParseBytes(tt.in)
		if tt.err == "" {
			if err != nil || got != tt.want {
				t.Errorf("ParseBytes(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tt.err) {
			t.Errorf("ParseBytes(%q) = %d, %v; want an error saying %q", tt.in, got, err, tt.err)
		}
	}
}

// FuzzParseBytes: a number read is never negative, and a plain number
// reads as itself.
func FuzzParseBytes(f *testing.F) {
	for _, s := range []string{"0", "512M", "2GiB", "-1", "9223372036854775807", "8388608T"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParseBytes(s)
		if err != nil {
			return
		}
		if v < 0 {
			t.Fatalf("ParseBytes(%q) = %d", s, v)
		}
		if w, err := strconv.ParseInt(s, 10, 64); err == nil && w != v {
			t.Fatalf("ParseBytes(%q) = %d, want %d", s, v, w)
		}
	})
}
