// Package render draws nqcheck's figures for people to look at: boards as
// SVG, a log-scale plot of the totals and classes against n, and HTML pages
// (the report of a run and the findings of an audit) written with
// html/template.
//
// Invariants:
//
//   - Everything is drawn by this package's own code from the figures and
//     boards it is handed; it computes no figure and judges no board. Which
//     queens attack, which are missing and what the verdicts are is the
//     caller's word, carried by the page model (Page, AuditPage, Board).
//   - Output is self-contained: no script, no font, no image and no style
//     sheet is loaded from anywhere. Pages hold their CSS and their SVG
//     inline and open from a file on a machine without a network.
//   - Output is well-formed XML (the pages are XHTML-compatible HTML5), so
//     that encoding/xml reads every SVG and every page back, and it is
//     deterministic: the same model gives the same bytes.
//   - A figure that is unknown (result.Figure's zero value) is shown as "-"
//     and left out of the plot; a known 0 is drawn on the plot's zero band,
//     never on the log scale.
//   - The package imports only the standard library, board and result.
package render
