package result

import "testing"

// TestPlanError: the one error of a plan mismatch names the file and both
// plans; a journal's says how to go on.
func TestPlanError(t *testing.T) {
	t.Parallel()
	have := PlanID{Command: "count", N: 8, Method: "bitmask", Version: 1, Units: 42, Fingerprint: "0123456789abcdef"}
	want := PlanID{Command: "count", N: 9, Method: "bitmask", Version: 1, Units: 60, Fingerprint: "fedcba9876543210"}
	tests := []struct {
		err  *PlanError
		want string
	}{
		{&PlanError{Path: "r.json", Have: have, Want: want},
			"r.json: the file holds units of count -n 8 (method bitmask v1, 42 units, plan 01234567), " +
				"not of count -n 9 (method bitmask v1, 60 units, plan fedcba98)"},
		{&PlanError{Path: "j", Have: have, Want: want, Journal: true},
			"journal j holds the plan of count -n 8 (method bitmask v1, 42 units, plan 01234567), " +
				"not of count -n 9 (method bitmask v1, 60 units, plan fedcba98): " +
				"give another checkpoint directory, or remove the journal to start again"},
	}
	for _, tc := range tests {
		if got := tc.err.Error(); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}
