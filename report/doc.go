// Package report assembles the pages nqcheck draws from its results: the
// page of verify results (shared by report and verify --html), the run of
// verify over sizes that a report is made of, and the page of an audit's
// findings next to their lines' boards; the listing of every solution
// that list prints (WriteList: lines, coords, boards, or the SVG sheet),
// the answer of the P1219 task; and verify's text output (of a run, size
// by size, and of a merge of its result files) and JUnit run.
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
