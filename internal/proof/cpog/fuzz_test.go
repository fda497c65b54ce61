package cpog

import (
	"bytes"
	"testing"
)

// FuzzCheck: whatever the proof, Check does not panic, and a proof it
// accepts for the formula of n = 4 counts its 2 models, no other figure.
func FuzzCheck(f *testing.F) {
	q := queens(4)
	var b bytes.Buffer
	if _, err := Write(&b, 4, q, nil); err != nil {
		f.Fatal(err)
	}
	f.Add(b.Bytes())
	f.Add([]byte("r 0\n81 a 0 1 0\n"))
	f.Add([]byte("81 p 17 1 -2 0\n85 s 18 17 17 82 0\n"))
	f.Fuzz(func(t *testing.T, proof []byte) {
		res, err := Check(q, bytes.NewReader(proof))
		if err == nil && res.Count.Int64() != 2 {
			t.Fatalf("accepted with the count %v", res.Count)
		}
	})
}
