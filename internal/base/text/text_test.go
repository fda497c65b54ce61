package text

import (
	"fmt"
	"testing"
)

func TestPlural(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		k    int
		want string
	}{{0, "lines"}, {1, "line"}, {2, "lines"}} {
		if got := Plural(tt.k, "line"); got != tt.want {
			t.Errorf("Plural(%d) = %q, want %q", tt.k, got, tt.want)
		}
	}
	if got := Plural(int64(1), "finding"); got != "finding" {
		t.Errorf("Plural(int64 1) = %q", got)
	}
}

func TestClip(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		s    string
		max  int
		want string
	}{
		{"short", 10, "short"},
		{"exactly10!", 10, "exactly10!"},
		{"a longer token", 8, "a longer..."},
		{"ééé", 3, "é..."}, // never half a character
		{"", 0, ""},
	} {
		if got := Clip(tt.s, tt.max); got != tt.want {
			t.Errorf("Clip(%q, %d) = %q, want %q", tt.s, tt.max, got, tt.want)
		}
	}
}

func ExampleClip() {
	fmt.Println(Clip("123456789012345678901234", 20))
	// Output: 12345678901234567890...
}
