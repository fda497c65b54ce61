// Package junit writes the checks of a run of nqcheck as a JUnit XML report,
// the format that CI systems (GitHub Actions reporters, GitLab CI, Jenkins)
// read to show test results. File is a report file whose path is checked
// at the start of a run and which is written at its end, atomically.
//
// Invariants: a report holds one <testsuite> per run, inside a <testsuites>
// root. Each check of each board size is one <testcase> whose classname is
// "nqcheck.n<N>" and whose name is the check's name and witnesses
// ("count dfs/sat"); a failed check holds a <failure> whose message is the
// check's detail. A run stopped before a board size finished adds one
// testcase named "complete" for that size, holding an <error>. The tests,
// failures and errors attributes count exactly those elements. Times are in
// seconds with three decimals: the time of a board size is shared equally
// among its testcases, so that the suite's time is the sum of the sizes'
// times. Output is deterministic: sizes in run order, checks in report
// order, no timestamp or host name.
package junit
