// Package rendertest reads back what package render writes, for tests: it
// parses an SVG document or a page with encoding/xml, counts its elements
// by class, collects its text, and lists every reference to something
// outside the document.
//
// Invariant: it shares no code with render; it reads the output as any XML
// consumer would, so a test built on it checks render's bytes, not render's
// intentions.
package rendertest
