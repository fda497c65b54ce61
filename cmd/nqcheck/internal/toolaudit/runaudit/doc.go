// Package runaudit audits a program over board sizes: it runs the program
// once per size (audit.RunProgram), audits what it prints against the
// reference of that size, and keeps one result per size, a text table as
// the run goes, the checks of a JUnit report and the JSON envelope of
// audit --run.
//
// Invariants: the sizes run in the order given and the run stops after
// the first size whose audit did not complete (unitplan's stop rule);
// what was recorded before is kept. A small size whose output alone does
// not tell its notation is read again as a larger size of the same run
// reads, never more leniently: a wrong answer fails in that reading too.
package runaudit
