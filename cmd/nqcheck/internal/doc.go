// Package internal is the command's floor: the applications only nqcheck
// uses, one folder per role. cli is the command frame (the command type,
// flags anywhere, typed flags, help, checked output, exit codes, the
// run's context); longrun is planned work (plans of units, journals,
// shards, the reference table); toolaudit the audits of other tools;
// lock the pattern lock exercise; present the output for people (pages,
// listings, JUnit).
//
// Rule: a package here may import the public packages and internal/,
// never the command; each folder's doc.go narrows what it may import.
// Nothing below this floor imports a package of it (TestFloors).
package internal
