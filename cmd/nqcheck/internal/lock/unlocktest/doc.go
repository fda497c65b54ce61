// Package unlocktest holds, for tests only, the pattern lock exercise's
// textbook solution and random inputs for it.
//
// Invariant: Classic is written apart from package unlock and never
// imports it, so that comparing the two tests unlock; the inputs of
// RandomInput give distinct segments within each case.
package unlocktest
