// Package toolaudit is the folder of the audits of other people's tools:
// cnfaudit decides whether a foreign CNF is an exact N-Queens encoding;
// solveraudit runs SAT solvers, model counters, and constraint and SMT
// solvers on formulas and models of known answer; cpmodel writes the
// MiniZinc and SMT-LIB 2 models they are given; runaudit runs a program
// over board sizes and audits each output.
//
// Rule: a package under toolaudit holds its audited tools to the search
// (dfs), to published facts and to the audit of outputs (audit): it
// imports no verify, nor any planned run but the lifecycle.
package toolaudit
