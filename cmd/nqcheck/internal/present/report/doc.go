// Package report maps the typed results of verify and of an audit to what
// people read, by job, a file each:
//
//   - The HTML pages (page.go, build.go, audit.go): the page of verify
//     results (shared by report and verify --html), the run of verify over
//     sizes that a report is made of, and the page of an audit's findings
//     next to their lines' boards. render draws them.
//   - verify's text output (verifytext.go): of a run, size by size, and of
//     a merge of its result files.
//
// The JUnit runs of the commands are the command's (its junit.go), which
// package junit writes.
//
// The listings of solutions (list, P1219) are package listing's.
//
// Invariants:
//
//   - It maps typed results (result.Verify, audit.Report) to render's page
//     models; render draws them and knows neither verify nor audit.
//   - A figure is shown as the value most witnesses give; a witness that
//     differs is marked, and a figure no witness computed stays unknown
//     (never 0).
//   - It never prints or exits: it returns pages and errors, or writes to
//     the io.Writer it is given; the command writes the files.
package report
