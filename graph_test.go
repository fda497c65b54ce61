package nqcheck

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"os"
	"os/exec"
	"slices"
	"sort"
	"strings"
	"testing"
)

// importGraphFile is the picture of the packages in docs/development.md.
const importGraphFile = "docs/img/imports.svg"

// TestImportGraph draws the module's import graph from `go list` and
// fails when docs/img/imports.svg differs from the drawing, so that the
// picture cannot go stale; -update rewrites the file.
func TestImportGraph(t *testing.T) {
	deps := goListImports(t)
	got := drawImportGraph(deps)
	if *update {
		if err := os.WriteFile(importGraphFile, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(importGraphFile)
	if err != nil {
		t.Fatalf("%v (go test -run TestImportGraph -update writes it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is not the import graph of the tree: go test -run TestImportGraph -update rewrites it", importGraphFile)
	}
}

// TestImportGraphLayers checks the drawing's layout rule on a small graph:
// a package is drawn one layer above the deepest package it imports, and
// an import that another path implies gets no arrow.
func TestImportGraphLayers(t *testing.T) {
	deps := map[string][]string{"cmd": {"a", "b", "c"}, "a": {"b", "c"}, "b": {"c"}, "c": nil}
	layers := importLayers(deps)
	want := map[string]int{"c": 0, "b": 1, "a": 2, "cmd": 3}
	for p, l := range want {
		if layers[p] != l {
			t.Errorf("layer of %s = %d, want %d", p, layers[p], l)
		}
	}
	edges := reduceImports(deps)
	if !slices.Equal(edges["cmd"], []string{"a"}) || !slices.Equal(edges["a"], []string{"b"}) || !slices.Equal(edges["b"], []string{"c"}) {
		t.Errorf("reduced edges %v, want cmd→a→b→c", edges)
	}
	svg := string(drawImportGraph(deps))
	for _, p := range []string{">cmd<", ">a<", ">b<", ">c<"} {
		if !strings.Contains(svg, p) {
			t.Errorf("the drawing lacks the box %s", p)
		}
	}
	if n := strings.Count(svg, "<line "); n != 3 {
		t.Errorf("the drawing has %d arrows, want 3", n)
	}
}

// goListImports returns, for each package of the module as `go list`
// reports it but the root, the module packages its non-test files
// import, both relative to the module.
func goListImports(t *testing.T) map[string][]string {
	t.Helper()
	out, err := exec.Command("go", "list", "-json", "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	rel := func(p string) string {
		if p == strings.TrimSuffix(module, "/") {
			return "."
		}
		return strings.TrimPrefix(p, module)
	}
	deps := map[string][]string{}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var pkg struct {
			ImportPath string
			Imports    []string
		}
		if err := dec.Decode(&pkg); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("go list: %v", err)
		}
		var imps []string
		for _, p := range pkg.Imports {
			if strings.HasPrefix(p, module) {
				imps = append(imps, rel(p))
			}
		}
		sort.Strings(imps)
		if p := rel(pkg.ImportPath); p != "." { // the root holds docs and tests
			deps[p] = imps
		}
	}
	return deps
}

// importLayers returns each package's layer: 0 for a package that imports
// no module package, else one more than the highest layer it imports.
func importLayers(deps map[string][]string) map[string]int {
	layer := map[string]int{}
	var of func(string) int
	of = func(p string) int {
		if l, ok := layer[p]; ok {
			return l
		}
		l := 0
		for _, d := range deps[p] {
			l = max(l, of(d)+1)
		}
		layer[p] = l
		return l
	}
	for p := range deps {
		of(p)
	}
	return layer
}

// reduceImports returns the imports of deps that no longer path between
// the same two packages implies: the graph's transitive reduction, which
// has the same paths. The import rules are rules on paths, so the picture
// shows all they judge with far fewer arrows.
func reduceImports(deps map[string][]string) map[string][]string {
	reach := map[string]map[string]bool{}
	var from func(string) map[string]bool
	from = func(p string) map[string]bool {
		if r, ok := reach[p]; ok {
			return r
		}
		r := map[string]bool{}
		for _, d := range deps[p] {
			r[d] = true
			for q := range from(d) {
				r[q] = true
			}
		}
		reach[p] = r
		return r
	}
	out := map[string][]string{}
	for p, ds := range deps {
		for _, d := range ds {
			implied := false
			for _, e := range ds {
				if e != d && from(e)[d] {
					implied = true
					break
				}
			}
			if !implied {
				out[p] = append(out[p], d)
			}
		}
	}
	return out
}

// Sizes of the drawing, in pixels.
const (
	graphCharW  = 7  // the width of a label's character
	graphBoxPad = 12 // the space either side of a label in its box
	graphBoxH   = 24
	graphGapX   = 14   // between two boxes of a layer
	graphLayerH = 70   // from one layer to the next
	graphMargin = 20   // around the drawing
	graphTitleH = 30   // above the top layer
	graphMaxW   = 1000 // the widest line of boxes
)

// graphFill is a box's colour by the package's role.
func graphFill(p string) string {
	switch {
	case p == "cmd/nqcheck":
		return "#cfe0f5"
	case strings.HasPrefix(p, "cmd/nqcheck/internal/"):
		return "#e6eef8"
	case p == "dfs" || p == "sat" || p == "encode":
		return "#f8dcc2"
	case p == "compare" || p == "verify":
		return "#d5ecd4"
	case strings.HasPrefix(p, "internal/") || strings.HasSuffix(p, "test"):
		return "#eeeeee"
	}
	return "#ffffff"
}

// drawImportGraph draws deps as an SVG document: one row of boxes per
// layer (wrapped into more lines when it is wider than graphMaxW), the
// command at the top and the packages that import no other at the bottom, and an arrow from each package to those it imports (the
// transitive reduction). Within a layer, the packages of the bottom layer
// are in name order and those above by the mean position of what they
// import, so that arrows mostly go straight down.
func drawImportGraph(deps map[string][]string) []byte {
	layer := importLayers(deps)
	edges := reduceImports(deps)
	top := 0
	for _, l := range layer {
		top = max(top, l)
	}
	rows := make([][]string, top+1)
	for p, l := range layer {
		rows[l] = append(rows[l], p)
	}
	width := func(p string) int { return len(p)*graphCharW + 2*graphBoxPad }
	rowWidth := func(row []string) int {
		w := 0
		for _, p := range row {
			w += width(p) + graphGapX
		}
		return w - graphGapX
	}
	// Each layer, in order, is wrapped into lines of at most graphMaxW;
	// lines[0] is the bottom one.
	var lines [][]string
	x := map[string]float64{} // each box's centre; each line is centred
	for l, row := range rows {
		key := map[string]float64{}
		for _, p := range row {
			if l == 0 || len(edges[p]) == 0 {
				continue
			}
			sum := 0.0
			for _, d := range edges[p] {
				sum += x[d]
			}
			key[p] = sum / float64(len(edges[p]))
		}
		sort.Slice(row, func(i, j int) bool {
			if key[row[i]] != key[row[j]] {
				return key[row[i]] < key[row[j]]
			}
			return row[i] < row[j]
		})
		var wrapped [][]string
		for _, p := range row {
			if n := len(wrapped); n == 0 || rowWidth(append(slices.Clone(wrapped[n-1]), p)) > graphMaxW {
				wrapped = append(wrapped, nil)
			}
			wrapped[len(wrapped)-1] = append(wrapped[len(wrapped)-1], p)
		}
		for _, line := range wrapped {
			left := float64(graphMargin) + float64(graphMaxW-rowWidth(line))/2
			for _, p := range line {
				x[p] = left + float64(width(p))/2
				left += float64(width(p) + graphGapX)
			}
		}
		// The layer's first line is drawn on top of the others.
		slices.Reverse(wrapped)
		lines = append(lines, wrapped...)
	}
	slot := map[string]int{} // the line of each box, from the top
	for i, line := range lines {
		for _, p := range line {
			slot[p] = len(lines) - 1 - i
		}
	}
	y := func(p string) int { return graphMargin + graphTitleH + slot[p]*graphLayerH }
	w, h := graphMaxW+2*graphMargin, graphMargin*2+graphTitleH+(len(lines)-1)*graphLayerH+graphBoxH

	var b bytes.Buffer
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n", w, h, w, h)
	b.WriteString("<title>The import graph of nqcheck's packages</title>\n")
	b.WriteString("<defs><marker id=\"head\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\"><path d=\"M0 0L10 5L0 10z\" fill=\"#888888\"/></marker></defs>\n")
	fmt.Fprintf(&b, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", w, h)
	fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" font-size=\"14\">Each package above what it imports; an arrow for each import no other path implies</text>\n", graphMargin, graphMargin+14)
	var names []string
	for p := range deps {
		names = append(names, p)
	}
	sort.Strings(names)
	for _, p := range names {
		for _, d := range edges[p] {
			fmt.Fprintf(&b, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#888888\" marker-end=\"url(#head)\"><title>%s imports %s</title></line>\n",
				x[p], y(p)+graphBoxH, x[d], y(d), html.EscapeString(p), html.EscapeString(d))
		}
	}
	for _, p := range names {
		bw := width(p)
		fmt.Fprintf(&b, "<rect x=\"%.1f\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"4\" fill=\"%s\" stroke=\"#444444\"/>\n", x[p]-float64(bw)/2, y(p), bw, graphBoxH, graphFill(p))
		fmt.Fprintf(&b, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", x[p], y(p)+16, html.EscapeString(p))
	}
	b.WriteString("</svg>\n")
	return b.Bytes()
}
