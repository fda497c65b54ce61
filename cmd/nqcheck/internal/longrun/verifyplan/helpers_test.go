package verifyplan

import "github.com/nqcheck/nqcheck/verify"

// dfsSide returns the witnesses of the search side: no SAT worker is
// needed to run them.
func dfsSide() []verify.Witness {
	return []verify.Witness{verify.DFS(), verify.DFSIterative(), verify.DFSSymmetric(), verify.Count()}
}
