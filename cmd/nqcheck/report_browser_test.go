package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/render"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/report"
	"github.com/nqcheck/nqcheck/internal/base/child"
	"github.com/nqcheck/nqcheck/internal/testkit/integration"
)

var docsImg = flag.String("docs-img", "", "write the screenshots of docs/report.md to `DIR` (TestReportBrowser)")

// chromiumBinary returns the path of a Chromium to run, or why there is
// none.
func chromiumBinary() (string, error) {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no chromium, chromium-browser or google-chrome in PATH (Debian package chromium)")
}

// browser runs a headless Chromium with a new empty profile and no
// network, one run per call, its process group killed when it ends.
type browser struct {
	path, profile, home string
}

func newBrowser(t *testing.T) *browser {
	t.Helper()
	path, err := chromiumBinary()
	if err != nil {
		integration.Unavailable(t, "skipping the browser test: %v", err)
	}
	return &browser{path: path, profile: t.TempDir(), home: t.TempDir()}
}

// run starts Chromium on the file page with extra arguments and returns
// its standard output. It skips the test, saying why, when Chromium cannot
// start or produce anything.
func (b *browser) run(t *testing.T, page string, width, height int, args ...string) []byte {
	t.Helper()
	base := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir=" + b.profile, "--hide-scrollbars", "--host-resolver-rules=MAP * ~NOTFOUND",
		fmt.Sprintf("--window-size=%d,%d", width, height)}
	var out []byte
	o, err := child.Run(context.Background(), child.Spec{
		Path:      b.path,
		Args:      append(append(base, args...), "file://"+page),
		Env:       append(os.Environ(), "HOME="+b.home),
		Timeout:   2 * time.Minute, // a bound on a hung browser, not a speed check
		MaxOutput: 32 << 20,
	}, func(r io.Reader) error {
		var err error
		out, err = io.ReadAll(r)
		return err
	})
	if err != nil {
		integration.Unavailable(t, "skipping the browser test: chromium cannot start: %v", err)
	}
	if o.ExitCode != 0 || o.TimedOut || o.Cancelled || o.Truncated {
		integration.Unavailable(t, "skipping the browser test: chromium exit %d (timed out %v, cancelled %v, output cut %v): %s", o.ExitCode, o.TimedOut, o.Cancelled, o.Truncated, o.Stderr)
	}
	return out
}

// screenshot renders page and returns the decoded PNG.
func (b *browser) screenshot(t *testing.T, page string, width, height int) image.Image {
	t.Helper()
	file := filepath.Join(t.TempDir(), "shot.png")
	b.run(t, page, width, height, "--screenshot="+file)
	f, err := os.Open(file)
	if err != nil {
		integration.Unavailable(t, "skipping the browser test: chromium wrote no screenshot: %v", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("the screenshot is not a PNG: %v", err)
	}
	return img
}

// pixelStats counts an image's distinct colours and its pixels that are
// not white, and whether it holds each of the given colours.
func pixelStats(img image.Image, want ...color.RGBA) (colours, nonWhite int, found []bool) {
	seen := map[[3]uint8]bool{}
	found = make([]bool, len(want))
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			c := [3]uint8{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8)}
			seen[c] = true
			if c != [3]uint8{255, 255, 255} {
				nonWhite++
			}
			for i, w := range want {
				if c == [3]uint8{w.R, w.G, w.B} {
					found[i] = true
				}
			}
		}
	}
	return len(seen), nonWhite, found
}

// rgb reads a colour written #rrggbb.
func rgb(hex string) color.RGBA {
	var c color.RGBA
	fmt.Sscanf(hex, "#%02x%02x%02x", &c.R, &c.G, &c.B)
	c.A = 255
	return c
}

// runNqcheck runs this test binary as nqcheck in dir, as a process of its
// own, so that the pages hold the command line a user would type.
func runNqcheck(t *testing.T, dir string, args ...string) {
	t.Helper()
	o, err := child.Run(context.Background(), child.Spec{
		Path: os.Args[0], Args: args, Dir: dir,
		Env:     append(os.Environ(), "NQCHECK_MAIN=1"),
		Timeout: 2 * time.Minute,
	}, func(r io.Reader) error { _, err := io.Copy(io.Discard, r); return err })
	if err != nil || (o.ExitCode != cli.ExitOK && o.ExitCode != cli.ExitMismatch) {
		t.Fatalf("nqcheck %v: %v, exit %d: %s", args, err, o.ExitCode, o.Stderr)
	}
}

// leftBehind lists the processes whose command line names dir.
func leftBehind(dir string) []string {
	var out []string
	procs, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	for _, p := range procs {
		b, err := os.ReadFile(p)
		if err == nil && bytes.Contains(b, []byte(dir)) {
			out = append(out, filepath.Base(filepath.Dir(p)))
		}
	}
	return out
}

// TestReportBrowser opens the report of n = 1..10 (the classes of n = 8),
// verify --html's page of n = 6..8, an audit's page and a report with a
// disagreement injected in a real
// headless Chromium: each screenshot is
// not blank and shows the boards' colours, and the DOM Chromium built
// holds the pages' own text. No Chromium process outlives it. With
// -docs-img DIR it also writes the screenshots docs/report.md shows.
func TestReportBrowser(t *testing.T) {
	t.Parallel()
	integration.Only(t, "runs Chromium")
	if testing.Short() {
		t.Skip("skipping the browser test in -short mode")
	}
	br := newBrowser(t)
	dir := t.TempDir()
	faulty, err := os.ReadFile("../../docs/examples/faulty-8.txt")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "faulty-8.txt"), faulty, 0o644); err != nil {
		t.Fatal(err)
	}
	runNqcheck(t, dir, "report", "-n", "1-10", "--out", "report.html")
	runNqcheck(t, dir, "audit", "-n", "8", "--html", "audit.html", "faulty-8.txt")
	runNqcheck(t, dir, "verify", "-n", "6-8", "--quiet", "--html", "verify.html")
	// A page with a disagreement, injected through the report's
	// witnesses: dfs-iter's first board of n = 6 replaced by one whose
	// corner queens attack.
	opt := reportOptions(report.Options{Sizes: []int{4, 5, 6}, EnumMax: 12,
		Command: "nqcheck report -n 4-6 --classes-n 0 (a fault injected into dfs-iter)",
		All:     dfsWitnesses(faultAt(6, invalidBoard))})
	page, _, err := report.Build(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := render.WritePage(&buf, page); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "diff.html"), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}

	pages := []struct {
		file, docsName string
		width, height  int
		text           []string
		colours        []string
	}{
		{"report.html", "report-n8.png", 1000, 3600,
			[]string{"N-Queens report", "Verdict per board size", "OEIS A000170: 92", "The 12 classes of n = 8", "orbit 4 · fixed by rot180"},
			[]string{"#f3e6cc", "#b98a5e", "#2a7a3a", "#1f5fa8"}},
		{"verify.html", "", 1000, 2400,
			[]string{"nqcheck verify -n 6-8 --quiet --html verify.html", "sat: 92", "sat-lexleader: 12", "The 12 classes of n = 8"},
			[]string{"#f3e6cc", "#b98a5e", "#2a7a3a", "#1f5fa8"}},
		{"audit.html", "audit-finding.png", 900, 860,
			[]string{"Audit of faulty-8.txt", "invalid placement", "2 4 6 8 3 1 5 7", "duplicate solution"},
			[]string{"#f3e6cc", "#b98a5e", "#d01c1c"}},
		{"diff.html", "report-diff.png", 900, 1700,
			[]string{"N-Queens report", "Where the witnesses differ", "dfs-iter lists 1 3 5 2 4 6: it is not a solution"},
			[]string{"#f3e6cc", "#b98a5e", "#d01c1c", "#c01c1c"}},
	}
	for _, p := range pages {
		path := filepath.Join(dir, p.file)
		img := br.screenshot(t, path, p.width, p.height)
		var want []color.RGBA
		for _, c := range p.colours {
			want = append(want, rgb(c))
		}
		colours, nonWhite, found := pixelStats(img, want...)
		total := img.Bounds().Dx() * img.Bounds().Dy()
		t.Logf("%s: %dx%d, %d colours, %.1f%% not white", p.file, img.Bounds().Dx(), img.Bounds().Dy(), colours, 100*float64(nonWhite)/float64(total))
		if colours < 16 || nonWhite < total/50 {
			t.Errorf("%s: the screenshot looks blank: %d colours, %d of %d pixels not white", p.file, colours, nonWhite, total)
		}
		for i, ok := range found {
			if !ok {
				t.Errorf("%s: the screenshot holds no pixel of colour %s", p.file, p.colours[i])
			}
		}
		dom := string(br.run(t, path, p.width, p.height, "--dump-dom"))
		for _, s := range p.text {
			if !strings.Contains(dom, s) {
				t.Errorf("%s: %q is not in the DOM Chromium built", p.file, s)
			}
		}
		if got := strings.Count(dom, `class="board"`); (p.file == "report.html" || p.file == "verify.html") && got != 12 {
			t.Errorf("%s: %d boards in the DOM, want 12", p.file, got)
		}
		if *docsImg != "" && p.docsName != "" {
			if err := writeCropped(filepath.Join(*docsImg, p.docsName), img); err != nil {
				t.Fatal(err)
			}
		}
	}
	if left := leftBehind(br.profile); len(left) > 0 {
		t.Errorf("chromium processes left behind: %v", left)
	}
}

// quantize returns img drawn with its 256 most frequent colours, each
// pixel the nearest of them: the anti-aliasing shades merge, and the PNG
// shrinks to a third.
func quantize(img image.Image) image.Image {
	freq := map[color.RGBA]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			freq[color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)]++
		}
	}
	cols := make([]color.RGBA, 0, len(freq))
	for c := range freq {
		cols = append(cols, c)
	}
	sort.Slice(cols, func(i, j int) bool {
		if freq[cols[i]] != freq[cols[j]] {
			return freq[cols[i]] > freq[cols[j]]
		}
		a, c := cols[i], cols[j]
		return a.R < c.R || a.R == c.R && (a.G < c.G || a.G == c.G && a.B < c.B)
	})
	pal := make(color.Palette, 0, 256)
	for _, c := range cols[:min(256, len(cols))] {
		pal = append(pal, c)
	}
	out := image.NewPaletted(b, pal)
	draw.Draw(out, b, img, b.Min, draw.Src)
	return out
}

// writeCropped writes img cut to the box of its pixels that are not
// white, with a margin, as a compressed PNG.
func writeCropped(path string, img image.Image) error {
	b := img.Bounds()
	box := image.Rectangle{Min: b.Max, Max: b.Min}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if r, g, bl, _ := img.At(x, y).RGBA(); r>>8 < 250 || g>>8 < 250 || bl>>8 < 250 {
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	box = image.Rect(box.Min.X-12, box.Min.Y-12, box.Max.X+12, box.Max.Y+12).Intersect(b)
	sub, ok := img.(interface {
		SubImage(image.Rectangle) image.Image
	})
	if !ok {
		return errors.New("the screenshot cannot be cropped")
	}
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, quantize(sub.SubImage(box))); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}
