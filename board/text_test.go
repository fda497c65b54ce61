package board

import "testing"

// TestAppendText: the three text forms of one solution of n = 4.
func TestAppendText(t *testing.T) {
	t.Parallel()
	s := Solution{1, 3, 0, 2}
	tests := []struct {
		name string
		got  []byte
		want string
	}{
		{"columns", AppendColumns([]byte("x"), s), "x2 4 1 3\n"},
		{"coords", AppendCoords(nil, s), "(0 1)(1 3)(2 0)(3 2)\n"},
		{"grid", AppendGrid(nil, s), ".Q..\n...Q\nQ...\n..Q.\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if string(tc.got) != tc.want {
				t.Errorf("got %q, want %q", tc.got, tc.want)
			}
		})
	}
}
