// Package toolaudit is the folder of the audits of other people's tools:
// cnfaudit decides whether a foreign CNF is an exact N-Queens encoding;
// solveraudit runs SAT solvers, model counters, and constraint and SMT
// solvers on formulas and models of known answer; cpmodel writes the
// MiniZinc and SMT-LIB 2 models they are given.
//
// Rule: a package under toolaudit holds its audited tools to the search
// (dfs) and to published facts: it imports neither verify nor audit, nor
// any planned run but the lifecycle.
package toolaudit
