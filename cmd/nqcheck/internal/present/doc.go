// Package present is the folder of output for people: render (SVG
// boards, plots and HTML), report (the report's pages, verify's text and
// its JUnit mapping), listing (list and the P1219 answer) and junit (JUnit
// XML).
//
// Rule: a package under present writes what others computed: it imports
// neither sat nor encode, and no audit of tools.
package present
