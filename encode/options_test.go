package encode

import (
	"fmt"
	"reflect"
	"testing"
)

func TestQueensWith(t *testing.T) {
	for n := 1; n <= 10; n++ {
		t.Run(fmt.Sprint("n=", n), func(t *testing.T) {
			plain := Queens(n)
			if got := QueensWith(n, Options{}); !reflect.DeepEqual(got, plain) {
				t.Errorf("QueensWith(%d, Options{}) differs from Queens(%d)", n, n)
			}
			f := QueensWith(n, Options{ColumnAtLeastOne: true})
			if f.Vars != plain.Vars {
				t.Errorf("Vars = %d, want %d", f.Vars, plain.Vars)
			}
			if len(f.Clauses) != len(plain.Clauses)+n {
				t.Fatalf("%d clauses, want %d + %d", len(f.Clauses), len(plain.Clauses), n)
			}
			if !reflect.DeepEqual(f.Clauses[:len(plain.Clauses)], plain.Clauses) {
				t.Error("the plain clauses are not kept first and unchanged")
			}
			covered := make([]bool, n)
			for _, cl := range f.Clauses[len(plain.Clauses):] {
				if len(cl) != n {
					t.Fatalf("column clause %v has %d literals, want %d", cl, len(cl), n)
				}
				_, col, _ := Square(n, cl[0].Var())
				for r, l := range cl {
					if !l.Positive() {
						t.Errorf("column clause %v has a negative literal", cl)
					}
					if gr, gc, ok := Square(n, l.Var()); !ok || gr != r || gc != col {
						t.Errorf("column clause %v: literal %v is not row %d of column %d", cl, l, r, col)
					}
				}
				if covered[col] {
					t.Errorf("column %d has two clauses", col)
				}
				covered[col] = true
			}
		})
	}
}

func ExampleQueensWith() {
	f := QueensWith(4, Options{ColumnAtLeastOne: true})
	fmt.Println(len(Queens(4).Clauses), "plain clauses")
	for _, c := range f.Clauses[len(f.Clauses)-4:] {
		fmt.Println(c)
	}
	// Output:
	// 80 plain clauses
	// [1 5 9 13]
	// [2 6 10 14]
	// [3 7 11 15]
	// [4 8 12 16]
}
