package main

import (
	"bytes"
	"context"
	"io"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/runaudit"
	"github.com/nqcheck/nqcheck/dfs"
)

// The audit of large outputs, measured (not timed by a test):
//
//	go test -run '^$' -bench 'Audit(Listing|Full|Some)' -benchtime 1x ./cmd/nqcheck
//
// BenchmarkAuditListing200MB reads 200 MB of the n = 12 listing over and
// over (its copies are duplicates) and reports the peak heap; the bound
// is 50 MB. BenchmarkAuditFull and BenchmarkListFull print the full
// listing of n = 14 and 16 and audit it as it is printed, for the ratio of
// their times (within 3). BenchmarkAuditSomeOneLine audits one solution
// of n = 16 with --some.

// auditOptions are the command's options for n: Q(n) from the counter.
func auditOptions(n int) audit.Options {
	return audit.Options{MaxFindings: 20, Total: func(ctx context.Context) (int64, error) {
		c, err := dfs.Total(ctx, n, nil)
		return int64(c), err
	}}
}

// listOutput returns the output of nqcheck list -n n.
func listOutput(b *testing.B, n int) []byte {
	var out, errs bytes.Buffer
	if code := run([]string{"list", "-n", itoa(n)}, &out, &errs); code != 0 {
		b.Fatalf("list -n %d: exit %d: %s", n, code, errs.String())
	}
	return out.Bytes()
}

func itoa(n int) string { return string(rune('0'+n/10)) + string(rune('0'+n%10)) }

// peakHeap samples the heap in use until stop is closed and returns the
// largest sample in MB.
func peakHeap(stop <-chan struct{}) float64 {
	var peak uint64
	var ms runtime.MemStats
	for {
		runtime.ReadMemStats(&ms)
		peak = max(peak, ms.HeapInuse)
		select {
		case <-stop:
			return float64(peak) / (1 << 20)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// repeated reads data over and over, size bytes in all.
type repeated struct {
	data []byte
	off  int
	left int64
}

func (r *repeated) Read(p []byte) (int, error) {
	if r.left <= 0 {
		return 0, io.EOF
	}
	if int64(len(p)) > r.left {
		p = p[:r.left]
	}
	k := copy(p, r.data[r.off:])
	r.off = (r.off + k) % len(r.data)
	r.left -= int64(k)
	return k, nil
}

// benchBytes is the size of the listing BenchmarkAuditListing200MB reads.
var benchBytes int64 = 200 << 20

func BenchmarkAuditListing200MB(b *testing.B) {
	data := listOutput(b, 12)
	for b.Loop() {
		runtime.GC()
		stop := make(chan struct{})
		var peak float64
		var wg sync.WaitGroup
		wg.Go(func() { peak = peakHeap(stop) })
		rep, err := audit.OutputContext(context.Background(), &repeated{data: data, left: benchBytes}, 12, runaudit.Reference(12), auditOptions(12))
		close(stop)
		wg.Wait()
		if err != nil || rep.Solutions != 14200 {
			b.Fatalf("%v; %d solutions", err, rep.Solutions)
		}
		b.ReportMetric(peak, "MB-peak-heap")
		b.SetBytes(benchBytes)
	}
}

// pipeListing runs nqcheck list -n n into a pipe and returns its end.
func pipeListing(n int) (io.ReadCloser, func()) {
	r, w := io.Pipe()
	done := make(chan struct{})
	go func() {
		defer close(done)
		var errs bytes.Buffer
		run([]string{"list", "-n", itoa(n)}, w, &errs)
		w.Close()
	}()
	return r, func() { r.Close(); <-done }
}

func BenchmarkListFull(b *testing.B) {
	for _, n := range []int{14, 16} {
		b.Run("n="+itoa(n), func(b *testing.B) {
			for b.Loop() {
				r, wait := pipeListing(n)
				if _, err := io.Copy(io.Discard, r); err != nil {
					b.Fatal(err)
				}
				wait()
			}
		})
	}
}

func BenchmarkAuditFull(b *testing.B) {
	for _, n := range []int{14, 16} {
		b.Run("n="+itoa(n), func(b *testing.B) {
			for b.Loop() {
				r, wait := pipeListing(n)
				stop := make(chan struct{})
				var peak float64
				var wg sync.WaitGroup
				wg.Go(func() { peak = peakHeap(stop) })
				rep, err := audit.OutputContext(context.Background(), r, n, runaudit.Reference(n), auditOptions(n))
				close(stop)
				wg.Wait()
				wait()
				if err != nil || !rep.Clean() {
					b.Fatalf("%v; %d findings", err, rep.Total())
				}
				b.ReportMetric(peak, "MB-peak-heap")
			}
		})
	}
}

func BenchmarkAuditSomeOneLine(b *testing.B) {
	line := []byte("1 3 5 2 13 9 14 12 15 6 16 7 4 11 8 10\n")
	opt := auditOptions(16)
	opt.Some = true
	for b.Loop() {
		rep, err := audit.OutputContext(context.Background(), bytes.NewReader(line), 16, runaudit.Reference(16), opt)
		if err != nil || !rep.Clean() {
			b.Fatalf("%v; %d findings", err, rep.Total())
		}
	}
}
