package audit

import (
	"bytes"
	"regexp"
	"slices"

	"github.com/nqcheck/nqcheck/result"
)

// strongCue marks a sentence that states the total, never a heading.
var strongCue = regexp.MustCompile(`total|number\s+of|\bcount|found|there\s+(are|is)|\bq\s*\(|\bways\b|possib|exist`)

// Numbered headings ("Solutions 1", "Solutions 2", ...) read like totals
// stated in words, one by one. The evidence of the whole output tells
// them apart: sentences of one template (the text with its numbers left
// out) whose numbers count up from 0 or 1, one at a time, with data
// between each and the next, number the solutions; they are text, never
// claims. A template seen once, whose numbers do not count up, or two of
// whose sentences follow each other with no data between ("Total: 1",
// "Total: 2" at the end), stays a claim.

// maxTemplates bounds the templates followed.
const maxTemplates = 64

// template is what is known of the claims of one template.
type template struct {
	text    string
	count   int64
	next    int64 // the number a heading would hold next
	data    int64 // the data lines read when the template was last seen
	counts  bool  // the numbers have counted up from 0 or 1 so far, data between
	heading bool  // two numbers or more counted up: headings
}

// templateOf returns the text of t with its digits left out, lower-case.
func templateOf(t []byte) string {
	var b []byte
	for _, c := range bytes.ToLower(bytes.TrimSpace(t)) {
		if isDigit(c) {
			if len(b) == 0 || b[len(b)-1] != '#' {
				b = append(b, '#')
			}
			continue
		}
		b = append(b, c)
	}
	return string(b)
}

// heading reports whether a claim of value v stated by text t is a
// numbered heading, and turns the earlier claims of its template into
// text lines once the numbers have shown it.
func (a *Auditor) heading(t []byte, v int64) bool {
	key := templateOf(t)
	i := slices.IndexFunc(a.templates, func(x template) bool { return x.text == key })
	if i < 0 {
		if len(a.templates) >= maxTemplates {
			return false
		}
		a.templates = append(a.templates, template{text: key, count: 1, next: v + 1, data: a.dataMark(key), counts: v == 0 || v == 1})
		return false
	}
	tp := &a.templates[i]
	tp.count++
	mark := a.dataMark(key)
	tp.counts = tp.counts && v == tp.next && mark > tp.data
	tp.next, tp.data = v+1, mark
	if !tp.counts {
		return false
	}
	if !tp.heading {
		tp.heading = true
		a.dropHeadingClaims(key)
	}
	return true
}

// dataMark returns how much data was read so far, as the claims of
// template key are seen: sentences are seen by the screen, as it passes
// the data lines on (a.scr.dataSeen); bare numbers (template "#") by the
// reader of a listing, as it reads the solutions (a.records).
func (a *Auditor) dataMark(key string) int64 {
	if key == "#" {
		return a.records
	}
	return a.scr.dataSeen
}

// dropHeadingClaims makes text lines of the claims of template key made
// before it was known to number headings.
func (a *Auditor) dropHeadingClaims(key string) {
	var kept []claimAt
	for _, c := range a.claimCheck {
		if c.template != key {
			kept = append(kept, c)
			continue
		}
		a.rep.ClaimsTotal--
		a.rep.TextLines++
		if a.rep.TextLine == 0 || c.line < a.rep.TextLine {
			a.rep.TextLine, a.rep.TextExample = c.line, c.text
		}
	}
	a.claimCheck = kept
	a.rep.Claims = slices.DeleteFunc(a.rep.Claims, func(c result.Claim) bool {
		return !slices.ContainsFunc(kept, func(k claimAt) bool { return k.line == c.Line })
	})
}

// A lone heading is a claim of 0 or 1 whose sentence ends with its
// number ("Solutions 1") and whose next line is data: it is taken for
// the heading of that data. Its claim waits in pendingHeading until the
// next line tells. A sentence whose words make it a statement of the
// total (strongCue: "Total solutions: 0", "Q(8) = 1") is no heading,
// wherever it stands.

// maybeHeading notes the claim just recorded from t as a possible lone
// heading.
func (a *Auditor) maybeHeading(t []byte, v int64) {
	t = bytes.TrimSpace(t)
	a.pendingHeading = ""
	if (v == 0 || v == 1) && len(t) > 0 && isDigit(t[len(t)-1]) && !strongCue.Match(bytes.ToLower(t)) {
		a.pendingHeading = templateOf(t)
	}
}

// headingBefore settles the claim waiting in pendingHeading: a heading
// when data follows (data true), a claim otherwise.
func (a *Auditor) headingBefore(data bool) {
	if a.pendingHeading == "" {
		return
	}
	if data {
		a.dropHeadingClaims(a.pendingHeading)
	}
	a.pendingHeading = ""
}
