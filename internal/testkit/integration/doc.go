// Package integration decides, for the tests, whether the integration
// tests run: those that start real external programs (SAT and constraint
// solvers, compilers and interpreters, a Slurm cluster, a browser) or take
// long. They run only when the environment variable NQCHECK_INTEGRATION
// is 1, as CI sets it; by default the tests need Go and a POSIX shell
// only, and a test that needs a program that is missing skips and says
// why.
//
// Invariant: with NQCHECK_INTEGRATION=1 no test skips for a missing
// program, or for a program that cannot run here: it fails, so a broken
// install cannot pass for a green run. Without it, no test fails for a
// missing program. The package only reads the environment and PATH; it
// starts nothing.
package integration
