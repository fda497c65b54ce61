package report

import (
	"testing"

	"github.com/nqcheck/nqcheck/result"
)

// TestAgreed checks the row's figure: "differ" when two witnesses' known
// values differ, the board's figure otherwise, unknown values ignored.
func TestAgreed(t *testing.T) {
	t.Parallel()
	total := func(w result.Witness) result.Figure { return w.Total }
	tests := []struct {
		name  string
		board result.Figure
		ws    []result.Witness
		want  string
	}{
		{"all agree", result.Known(10), []result.Witness{{Total: result.Known(10)}, {Total: result.Known(10)}}, "10"},
		{"unknown ignored", result.Known(10), []result.Witness{{Total: result.Known(10)}, {}}, "10"},
		{"one differs", result.Known(10), []result.Witness{{Total: result.Known(10)}, {Total: result.Known(11)}}, "differ"},
		{"no witness", result.Figure{}, nil, "-"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := agreed(tt.board, tt.ws, total); got != tt.want {
				t.Errorf("agreed = %q, want %q", got, tt.want)
			}
		})
	}
}
