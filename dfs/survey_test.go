package dfs

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/nqcheck/nqcheck/internal/oeis"
)

func TestSurveyed(t *testing.T) {
	for n := 1; n <= 12; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			sv, err := Surveyed(context.Background(), n, true)
			if err != nil {
				t.Fatal(err)
			}
			i := n - 1
			got := []uint64{sv.Total, sv.Classes, sv.Fix90, sv.Fix180, sv.Rot90Classes, sv.Rot180Classes, sv.AsymClasses}
			var want []uint64
			for _, v := range []int{oeis.Q[i], oeis.Classes[i], oeis.Fix90[i], oeis.Fix180[i], oeis.Rot90Classes[i], oeis.Rot180Classes[i], oeis.AsymClasses[i]} {
				want = append(want, uint64(v))
			}
			if !slices.Equal(got, want) {
				t.Errorf("total, classes, fix90, fix180, split = %v, want %v", got, want)
			}
			all := All(n)
			if len(all) > 0 && (sv.First.String() != all[0].String() || sv.Last.String() != all[len(all)-1].String()) {
				t.Errorf("first %v, last %v; want %v, %v", sv.First, sv.Last, all[0], all[len(all)-1])
			}
			if len(all) == 0 && (sv.First != nil || sv.Last != nil) {
				t.Errorf("first %v, last %v for a size without solutions", sv.First, sv.Last)
			}
			quick, err := Surveyed(context.Background(), n, false)
			if err != nil || quick.Total != sv.Total || quick.Fix90 != sv.Fix90 || quick.Fix180 != sv.Fix180 || quick.HasClasses || quick.Classes != 0 {
				t.Errorf("without classes: %+v, %v", quick, err)
			}
		})
	}
}

func TestSurveyedStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Surveyed(ctx, 14, false); err != context.Canceled {
		t.Errorf("cancelled survey returned %v", err)
	}
}

func ExampleSurveyed() {
	sv, _ := Surveyed(context.Background(), 8, true)
	fmt.Println(sv.Total, sv.Classes, sv.Fix180, sv.First, sv.Last)
	// Output: 92 12 4 1 5 8 6 3 7 2 4 8 4 1 3 6 2 7 5
}
