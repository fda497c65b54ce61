package result

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/bits"
)

// Digest is an order-independent fingerprint of a set of solutions: the
// sum, modulo 2¹²⁸, of a 128-bit hash of each solution. Two witnesses (or
// two machines) that found the same set in any order have equal digests,
// and sets of different pieces compare by adding their digests. It
// marshals as 32 hexadecimal digits.
type Digest struct{ hi, lo uint64 }

// HashSolution returns the 128-bit hash of one solution given as its
// 0-based columns, row by row: the first 16 bytes of the SHA-256 of the
// board size and the columns, one byte each.
func HashSolution(cols []int) Digest {
	var buf [1 + 64]byte
	b := append(buf[:0], byte(len(cols)))
	for _, c := range cols {
		b = append(b, byte(c))
	}
	sum := sha256.Sum256(b)
	var d Digest
	for i := 0; i < 8; i++ {
		d.hi = d.hi<<8 | uint64(sum[i])
		d.lo = d.lo<<8 | uint64(sum[8+i])
	}
	return d
}

// Add adds one solution, given as its 0-based columns, to the set d
// stands for.
func (d *Digest) Add(cols []int) { *d = d.Plus(HashSolution(cols)) }

// Plus returns the digest of the union of two disjoint sets.
func (d Digest) Plus(e Digest) Digest {
	lo, carry := bits.Add64(d.lo, e.lo, 0)
	hi, _ := bits.Add64(d.hi, e.hi, carry)
	return Digest{hi: hi, lo: lo}
}

// String returns the digest as 32 hexadecimal digits.
func (d Digest) String() string { return fmt.Sprintf("%016x%016x", d.hi, d.lo) }

// ParseDigest reads the 32 hexadecimal digits String writes.
func ParseDigest(s string) (Digest, error) {
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != 16 {
		return Digest{}, fmt.Errorf("result: digest %q is not 32 hexadecimal digits", s)
	}
	var d Digest
	for i := 0; i < 8; i++ {
		d.hi = d.hi<<8 | uint64(b[i])
		d.lo = d.lo<<8 | uint64(b[8+i])
	}
	return d, nil
}

// MarshalText writes String's form.
func (d Digest) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads String's form.
func (d *Digest) UnmarshalText(b []byte) error {
	v, err := ParseDigest(string(b))
	if err != nil {
		return err
	}
	*d = v
	return nil
}
