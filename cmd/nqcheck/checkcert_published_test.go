package main

import (
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/verify"
)

// TestPublishedDiff: check-certificate holds a bundle's certified figures
// to the published values where they are known.
func TestPublishedDiff(t *testing.T) {
	t.Parallel()
	good := verify.BundleCheck{N: 12, Solutions: 14200, Classes: 1787, Fixed: compare.Fixed{Fix90: 8, Fix180: 80}}
	if d := publishedDiff(good); d != "" {
		t.Errorf("n = 12's figures: %s", d)
	}
	for _, tc := range []struct {
		edit func(*verify.BundleCheck)
		want string
	}{
		{func(b *verify.BundleCheck) { b.Solutions++ }, "the certified total is 14201; the published value (A000170) is 14200"},
		{func(b *verify.BundleCheck) { b.Classes-- }, "the certified classes is 1786; the published value (A002562) is 1787"},
		{func(b *verify.BundleCheck) { b.Fixed.Fix180 = 76 }, "(A032522) is 80"},
		{func(b *verify.BundleCheck) { b.Fixed.Fix90 = 4 }, "(A033148) is 8"},
	} {
		b := good
		tc.edit(&b)
		if d := publishedDiff(b); !strings.Contains(d, tc.want) {
			t.Errorf("%+v: %q, want %q", b, d, tc.want)
		}
	}
	// Every published row is compared (to n = 27), past them nothing is.
	if d := publishedDiff(verify.BundleCheck{N: 20, Solutions: 1}); !strings.Contains(d, "(A000170) is 39029188884") {
		t.Errorf("n = 20: %q, want the published total", d)
	}
	if d := publishedDiff(verify.BundleCheck{N: 28, Solutions: 1}); d != "" {
		t.Errorf("n = 28: %s", d)
	}
}
