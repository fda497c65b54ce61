package result

import "testing"

// TestPlanError: the one error of a plan mismatch names the file and both
// plans; a journal's says how to go on.
func TestPlanError(t *testing.T) {
	t.Parallel()
	have := NewPlanID("count", 8, "bitmask", 1, []string{"a"})
	want := NewPlanID("count", 9, "bitmask", 1, []string{"a"})
	tests := []struct {
		err  *PlanError
		want string
	}{
		{&PlanError{Path: "r.json", Have: have, Want: want}, "r.json: the file holds units of " + have.String() + ", not of " + want.String()},
		{&PlanError{Path: "j", Have: have, Want: want, Journal: true}, "journal j holds the plan of " + have.String() + ", not of " + want.String() + ": give another checkpoint directory, or remove the journal to start again"},
	}
	for _, tc := range tests {
		if got := tc.err.Error(); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}
