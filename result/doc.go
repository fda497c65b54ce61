// Package result holds the typed results that nqcheck's commands print and
// that later steps (tables, journals, shard files, merges) read back. Its
// types and their JSON form are the published contract: the JSON Schema
// under docs/schema is checked against them by tests.
//
// Invariant: a figure that was not computed is never a number. Figure's
// zero value is "unknown", written as null in JSON and "-" in text, so an
// interrupted row or a witness that did not run cannot be mistaken for a
// count of 0. Every envelope's results field is an array, never null.
// The package imports only the standard library.
package result
