package board

import (
	"fmt"
	"testing"
)

func TestPrefixName(t *testing.T) {
	tests := []struct {
		name   string
		prefix Solution
		want   string
	}{
		{"three rows", Solution{0, 2, 4}, "rows 1-3 = 1 3 5"},
		{"two digits", Solution{9, 11}, "rows 1-2 = 10 12"},
		{"one row", Solution{3}, "row 1 = 4"},
		{"empty", Solution{}, "the whole board"},
		{"nil", nil, "the whole board"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := PrefixName(tt.prefix); got != tt.want {
				t.Errorf("PrefixName(%v) = %q, want %q", []int(tt.prefix), got, tt.want)
			}
		})
	}
}

func ExamplePrefixName() {
	fmt.Println(PrefixName(Solution{0, 2, 4}))
	// Output: rows 1-3 = 1 3 5
}
