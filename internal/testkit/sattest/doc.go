// Package sattest lets a package's tests run package sat's worker
// processes: the test binary re-executes itself as a worker when an
// environment variable says so.
//
// Invariant: a test binary that calls Main serves exactly one worker
// stream and exits when started as a worker, and runs its tests otherwise;
// the package is imported by tests only.
package sattest
