package render

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/result"
)

// Point is one figure of a plotted series.
type Point struct {
	// N is the board size.
	N int
	// Value is the figure; unknown ones are left out of the plot.
	Value result.Figure
}

// Series is one curve of a plot: a name for the legend and its points.
type Series struct {
	// Name is the legend's text.
	Name string
	// Points are the figures, in any order.
	Points []Point
}

// Plot geometry, in pixels.
const (
	plotW      = 680
	plotH      = 380
	plotLeft   = 70
	plotRight  = 150 // room for the legend
	plotTop    = 20
	plotBottom = 50 // under the zero band: tick labels and the axis title
	zeroBand   = 22 // from the line of value 1 down to the markers of value 0
)

var seriesColours = []string{"#1f5fa8", "#c05a00", "#2a8a3a", "#8a2a8a"}

// superscript writes the digits of k as superscripts.
func superscript(k int) string {
	const digits = "⁰¹²³⁴⁵⁶⁷⁸⁹"
	r := []rune(digits)
	var sb strings.Builder
	for _, d := range strconv.Itoa(k) {
		sb.WriteRune(r[d-'0'])
	}
	return sb.String()
}

// decadeLabel names 10^k: 1, 10, 100, 1000, then 10⁴ and up.
func decadeLabel(k int) string {
	if k <= 3 {
		return strconv.Itoa(int(math.Pow10(k)))
	}
	return "10" + superscript(k)
}

// marker appends the marker of series i at (x, y), hollow or filled.
func marker(sb *strings.Builder, i int, x, y float64, hollow bool, title string) {
	colour := seriesColours[i%len(seriesColours)]
	fill := colour
	if hollow {
		fill = "#ffffff"
	}
	sb.WriteString("<g>")
	if title != "" {
		fmt.Fprintf(sb, "<title>%s</title>", esc(title))
	}
	if i%2 == 0 {
		fmt.Fprintf(sb, `<circle cx="%s" cy="%s" r="4" fill="%s" stroke="%s" stroke-width="1.5"/>`, num(x), num(y), fill, colour)
	} else {
		fmt.Fprintf(sb, `<rect x="%s" y="%s" width="8" height="8" fill="%s" stroke="%s" stroke-width="1.5"/>`, num(x-4), num(y-4), fill, colour)
	}
	sb.WriteString("</g>")
}

// Plot returns an <svg> element that plots each series against n on a
// logarithmic scale. Known zeros, which a log scale cannot show, are drawn
// hollow on a band below the value 1; unknown figures are left out and
// break the curve. The title names the plot for a reader.
func Plot(series []Series, title string) string {
	fr := newPlotFrame(series)
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" role="img" class="plot" font-family="sans-serif" font-size="12" aria-label="%s">`,
		plotW, plotH, plotW, plotH, esc(title))
	fmt.Fprintf(&sb, "<title>%s</title>", esc(title))
	fmt.Fprintf(&sb, `<rect width="%d" height="%d" fill="#ffffff"/>`, plotW, plotH)
	fr.axes(&sb)
	// Curves, then markers above them.
	for i, s := range series {
		fr.curve(&sb, seriesColours[i%len(seriesColours)], s.Points)
	}
	fr.markers(&sb, series)
	// Legend.
	for i, s := range series {
		y := float64(plotTop + 10 + i*22)
		lx := fr.x1 + 24
		marker(&sb, i, lx, y, false, "")
		fmt.Fprintf(&sb, `<text x="%s" y="%s">%s</text>`, num(lx+12), num(y+4), esc(s.Name))
	}
	sb.WriteString("</svg>")
	return sb.String()
}

// plotFrame is the plot's coordinate system: the sizes on the x axis, the
// decades of the log scale and where they lie on the page.
type plotFrame struct {
	ns         []int // the sizes of every series, ascending, once each
	decades    int
	lo, hi     int // the sizes at the ends of the x axis
	x0, x1     float64
	yTop, yOne float64 // the y of the top decade and of 1
	yZero      float64 // the y of the zero band
}

// plotPad is the space between the y axis and the first size, and after
// the last.
const plotPad = 14

// newPlotFrame returns the frame that holds every point of series.
func newPlotFrame(series []Series) plotFrame {
	var ns []int
	seen := map[int]bool{}
	maxV := uint64(1)
	for _, s := range series {
		for _, p := range s.Points {
			if !seen[p.N] {
				seen[p.N] = true
				ns = append(ns, p.N)
			}
			if v, ok := p.Value.Value(); ok && v > maxV {
				maxV = v
			}
		}
	}
	sort.Ints(ns)
	fr := plotFrame{ns: ns, decades: max(1, int(math.Ceil(math.Log10(float64(maxV))-1e-12))), lo: 1, hi: 2}
	if len(ns) > 0 {
		fr.lo, fr.hi = ns[0], ns[len(ns)-1]
	}
	if fr.lo == fr.hi {
		fr.lo, fr.hi = fr.lo-1, fr.hi+1
	}
	fr.x0, fr.x1 = float64(plotLeft), float64(plotW-plotRight)
	fr.yTop = float64(plotTop)
	fr.yOne = float64(plotH - plotBottom - zeroBand)
	fr.yZero = fr.yOne + zeroBand - 6
	return fr
}

// xOf is the x of size n.
func (fr plotFrame) xOf(n int) float64 {
	return fr.x0 + plotPad + float64(n-fr.lo)/float64(fr.hi-fr.lo)*(fr.x1-fr.x0-2*plotPad)
}

// yOf is the y of a positive value v.
func (fr plotFrame) yOf(v uint64) float64 {
	return fr.yOne - math.Log10(float64(v))/float64(fr.decades)*(fr.yOne-fr.yTop)
}

// axes draws the decade grid lines and labels, the zero band, the axes,
// the ticks on n and the axes' titles.
func (fr plotFrame) axes(sb *strings.Builder) {
	x0, x1, yTop, yOne, yZero, decades := fr.x0, fr.x1, fr.yTop, fr.yOne, fr.yZero, fr.decades
	step := 1
	if decades > 10 {
		step = 2
	}
	for k := 0; k <= decades; k++ {
		y := yOne - float64(k)/float64(decades)*(yOne-yTop)
		fmt.Fprintf(sb, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#dddddd"/>`, num(x0), num(y), num(x1), num(y))
		if k%step == 0 {
			fmt.Fprintf(sb, `<text x="%s" y="%s" text-anchor="end">%s</text>`, num(x0-6), num(y+4), esc(decadeLabel(k)))
		}
	}
	fmt.Fprintf(sb, `<text x="%s" y="%s" text-anchor="end">0</text>`, num(x0-6), num(yZero+4))
	fmt.Fprintf(sb, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#dddddd" stroke-dasharray="3 3"/>`, num(x0), num(yZero), num(x1), num(yZero))
	axisY := yZero + 10
	fmt.Fprintf(sb, `<path d="M%s %sV%sH%s" fill="none" stroke="#444444"/>`, num(x0), num(yTop), num(axisY), num(x1))
	// Ticks on n.
	every := max(1, (len(fr.ns)+19)/20)
	for i, n := range fr.ns {
		if i%every != 0 && i != len(fr.ns)-1 {
			continue
		}
		x := fr.xOf(n)
		fmt.Fprintf(sb, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#444444"/>`, num(x), num(axisY), num(x), num(axisY+4))
		fmt.Fprintf(sb, `<text x="%s" y="%s" text-anchor="middle">%d</text>`, num(x), num(axisY+17), n)
	}
	fmt.Fprintf(sb, `<text x="%s" y="%d" text-anchor="middle">n</text>`, num((x0+x1)/2), plotH-6)
	fmt.Fprintf(sb, `<text transform="translate(16 %s) rotate(-90)" text-anchor="middle">solutions, log scale</text>`, num((yTop+yOne)/2))
}

// curve draws one series's points as polylines in colour: a line joins
// consecutive sizes with a positive value, and breaks at a gap, an
// unknown value or a zero.
func (fr plotFrame) curve(sb *strings.Builder, colour string, points []Point) {
	pts := append([]Point(nil), points...)
	sort.Slice(pts, func(a, b int) bool { return pts[a].N < pts[b].N })
	var run []string
	flush := func() {
		if len(run) > 1 {
			fmt.Fprintf(sb, `<polyline points="%s" fill="none" stroke="%s" stroke-width="2"/>`, strings.Join(run, " "), colour)
		}
		run = run[:0]
	}
	prevN := math.MinInt
	for _, p := range pts {
		v, ok := p.Value.Value()
		if !ok || v == 0 || p.N != prevN+1 {
			flush()
		}
		if ok && v > 0 {
			run = append(run, num(fr.xOf(p.N))+","+num(fr.yOf(v)))
		}
		prevN = p.N
	}
	flush()
}

// markers draws a marker at every known point, the first series's last,
// on top: the total above the classes where they meet (n = 1).
func (fr plotFrame) markers(sb *strings.Builder, series []Series) {
	for i := len(series) - 1; i >= 0; i-- {
		s := series[i]
		for _, p := range s.Points {
			v, ok := p.Value.Value()
			if !ok {
				continue
			}
			t := fmt.Sprintf("%s, n = %d: %d", s.Name, p.N, v)
			if v == 0 {
				// Side by side on the zero band, so that no series hides
				// another's zero.
				off := (float64(i) - float64(len(series)-1)/2) * 9
				marker(sb, i, fr.xOf(p.N)+off, fr.yZero, true, t)
			} else {
				marker(sb, i, fr.xOf(p.N), fr.yOf(v), false, t)
			}
		}
	}
}
