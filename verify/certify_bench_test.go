package verify

import (
	"context"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/nqcheck/nqcheck/result"
)

// BenchmarkCertify12 runs verify of n = 12 with the default witnesses
// (the SAT ones in two worker processes), plain, with --certify (every
// cube's proof, the cover's and the symmetric enumerations' checked),
// and with a bundle kept as well: the costs of a certificate side by
// side (go test -run X -bench Certify12 ./verify).
func BenchmarkCertify12(b *testing.B) {
	for _, mode := range []string{"plain", "certify", "bundle"} {
		b.Run(mode, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				opt := Options{Witnesses: Default(satOptions()), CubeRows: -1, Certify: mode != "plain"}
				if mode == "bundle" {
					bd, err := CreateBundle(filepath.Join(b.TempDir(), strconv.Itoa(i)))
					if err != nil {
						b.Fatal(err)
					}
					opt.Bundle = bd
					defer bd.Close()
				}
				res, err := Run(context.Background(), 12, opt)
				if err != nil || res.Verdict != result.Pass {
					b.Fatalf("%v %v", err, failed(res))
				}
			}
		})
	}
}

// BenchmarkCertifyExtras12 is the part of --certify this package adds
// to the cubes' proofs for n = 12: gophersat's refutations of the cover
// and of the two symmetric enumerations, and their checks.
func BenchmarkCertifyExtras12(b *testing.B) {
	plan, err := NewPlan(12, -1)
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		checks, fixed, err := newCertifier(12).extras(context.Background(), plan, SAT(satOptions()).Refute)
		if err != nil || fixed.Fix90 != 8 || fixed.Fix180 != 80 {
			b.Fatalf("%v %+v", err, fixed)
		}
		for _, ch := range checks {
			if c := ch.done(); !c.OK {
				b.Fatal(c.Detail)
			}
		}
	}
}
