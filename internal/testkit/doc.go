// Package testkit is the folder of test helpers: integration gates the
// tests that run real programs (NQCHECK_INTEGRATION=1 runs them, and a
// missing program then fails them).
//
// Rule: only tests import a package under testkit, and it imports no
// package of the module.
package testkit
