// Package testkit is the folder of test helpers: sattest turns a test
// binary into a SAT worker.
//
// Rule: only tests import a package under testkit.
package testkit
