package shard_test

import (
	"fmt"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
)

func ExampleParseSpec() {
	s, err := shard.ParseSpec("3/8")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s, s.Units(30), s.Has(11))
	_, err = shard.ParseSpec("8/8")
	fmt.Println(err)
	// Output:
	// 3/8 [3 11 19 27] true
	// shard "8/8": the index must be in 0..7
}
