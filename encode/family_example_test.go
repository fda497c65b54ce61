package encode_test

import (
	"fmt"

	"github.com/nqcheck/nqcheck/encode"
)

// Build gives a member of the family; Shuffle renames and reorders it by
// a seed, keeping its models.
func ExampleBuild() {
	m, err := encode.Build(8, encode.SeqCounter)
	if err != nil {
		panic(err)
	}
	s := m.Shuffle(42)
	fmt.Println(m.Label(), m.CNF.Vars, len(m.CNF.Clauses))
	fmt.Println(s.Label(), s.CNF.Vars, len(s.CNF.Clauses))
	fmt.Println(m.CNF.Comments[0])
	// Output:
	// seqcounter 232 722
	// seqcounter shuffle 42 232 722
	// nqcheck N-Queens family: n = 8, encoding seqcounter, not shuffled
}
