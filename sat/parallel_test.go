package sat

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/catch"
)

// testWorkerEnv makes this test binary act as a worker process instead of
// running the tests; its value picks the worker's behaviour (see
// testWorker).
const testWorkerEnv = "NQCHECK_SAT_TEST_WORKER"

func TestMain(m *testing.M) {
	if mode := os.Getenv(testWorkerEnv); mode != "" {
		os.Exit(testWorker(mode))
	}
	os.Exit(m.Run())
}

// testWorker runs a worker, well-behaved or faulty:
//
//	serve      Serve on stdin and stdout
//	die:ID     like serve, but exit with status 3 right after sending the
//	           first model of cube ID
//	liar       like serve, but every done message claims one model more
//	beyond     like serve, but every model gets variable 9999 too
//	garbage    write a line that is no message, exit 0
//	hang       read the job stream, never answer, never exit by itself
func testWorker(mode string) int {
	var out io.Writer = os.Stdout
	switch {
	case mode == "serve":
	case strings.HasPrefix(mode, "die:"):
		out = &lineFilter{w: os.Stdout, edit: func(line string) string {
			if strings.HasPrefix(line, "model "+strings.TrimPrefix(mode, "die:")+" ") {
				os.Stdout.WriteString(line)
				fmt.Fprintln(os.Stderr, "test worker: dying on purpose")
				os.Exit(3)
			}
			return line
		}}
	case mode == "liar":
		out = &lineFilter{w: os.Stdout, edit: func(line string) string {
			var id, models, solves int
			if _, err := fmt.Sscanf(line, "done %d %d %d\n", &id, &models, &solves); err == nil {
				return fmt.Sprintf("done %d %d %d\n", id, models+1, solves)
			}
			return line
		}}
	case mode == "beyond":
		out = &lineFilter{w: os.Stdout, edit: func(line string) string {
			if strings.HasPrefix(line, "model ") {
				return strings.TrimSuffix(line, "\n") + " 9999\n"
			}
			return line
		}}
	case mode == "garbage":
		fmt.Println("hello")
		return 0
	case mode == "hang":
		io.Copy(io.Discard, os.Stdin)
		time.Sleep(time.Hour)
		return 0
	default:
		fmt.Fprintf(os.Stderr, "unknown test worker mode %q\n", mode)
		return 2
	}
	if err := Serve(context.Background(), os.Stdin, out); err != nil {
		fmt.Fprintln(os.Stderr, "test worker:", err)
		return 1
	}
	return 0
}

// lineFilter passes whole lines through edit on their way to w.
type lineFilter struct {
	w    io.Writer
	edit func(string) string
	part []byte
}

func (f *lineFilter) Write(b []byte) (int, error) {
	f.part = append(f.part, b...)
	for {
		i := bytes.IndexByte(f.part, '\n')
		if i < 0 {
			return len(b), nil
		}
		line := f.edit(string(f.part[:i+1]))
		f.part = f.part[i+1:]
		if _, err := io.WriteString(f.w, line); err != nil {
			return 0, err
		}
	}
}

// workers starts test workers of the given mode and remembers their
// commands, so that a test can check that each was waited for.
type workers struct {
	mode string
	env  []string // more environment variables for the workers
	cmds []*exec.Cmd
}

func (ws *workers) start() (*exec.Cmd, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(exe, "-test.run=^$")
	cmd.Env = append(append(os.Environ(), ws.env...), testWorkerEnv+"="+ws.mode)
	ws.cmds = append(ws.cmds, cmd)
	return cmd, nil
}

// checkReaped fails t unless every started worker has been waited for.
func (ws *workers) checkReaped(t *testing.T) {
	t.Helper()
	if len(ws.cmds) == 0 {
		t.Error("no worker was started")
	}
	for i, cmd := range ws.cmds {
		if cmd.Process == nil {
			continue // never started
		}
		if cmd.ProcessState == nil {
			t.Errorf("worker %d (pid %d) was not waited for", i+1, cmd.Process.Pid)
		}
	}
}

// checkGoroutines fails t if more goroutines run than before, once the
// runtime has had a moment to retire the finished ones.
func checkGoroutines(t *testing.T, before int) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Errorf("%d goroutines run, %d before", n, before)
	}
}

func TestParallel(t *testing.T) {
	for n := 1; n <= 10; n++ {
		for _, k := range []int{board.CubeRows(n), 2} {
			if k > n || (k == 2 && board.CubeRows(n) == 2) {
				continue
			}
			t.Run(fmt.Sprintf("n=%d/k=%d", n, k), func(t *testing.T) {
				before := runtime.NumGoroutine()
				ws := &workers{mode: "serve"}
				f := encode.QueensWith(n, encode.Options{ColumnAtLeastOne: true})
				cubes := QueensCubes(n, k)
				tally := newCubeTally(n, cubes)
				stats, err := Parallel(context.Background(), f, cubes, ParallelOptions{Options: Options{Project: n * n}, Workers: 2, Start: ws.start}, tally.visit)
				if err != nil {
					t.Fatal(err)
				}
				tally.check(t)
				perCube := tally.perCube
				want := prefixCounts(n, k)
				for i, c := range cubes {
					if stats[i].Models != perCube[i] || perCube[i] != want[board.Solution(c.Prefix).String()] || !solvesAgree(stats[i]) {
						t.Errorf("cube %v: stats %+v, visit saw %d models, dfs has %d", c, stats[i], perCube[i], want[board.Solution(c.Prefix).String()])
					}
				}
				if wantWorkers := min(2, len(cubes)); len(ws.cmds) != wantWorkers {
					t.Errorf("%d workers started, want %d", len(ws.cmds), wantWorkers)
				}
				if len(cubes) > 0 {
					ws.checkReaped(t)
				}
				checkGoroutines(t, before)
			})
		}
	}
}

func TestParallelFaults(t *testing.T) {
	n, k := 8, 2
	cubes := QueensCubes(n, k)
	// fertile returns the first cube from i on that holds a solution: a
	// worker dies on a model, so it must find one.
	counts := prefixCounts(n, k)
	fertile := func(i int) int {
		for counts[board.Solution(cubes[i].Prefix).String()] == 0 {
			i++
		}
		return i
	}
	die1, die2 := fertile(5), fertile(0)
	errVisit := errors.New("visit refuses")
	tests := []struct {
		name    string
		mode    string
		workers int
		visit   func(cube int, vars []encode.Var) error
		want    []string // parts of the error
	}{
		{"worker dies", fmt.Sprint("die:", die1), 2, nil, []string{"died while enumerating cube " + cubes[die1].String() + ": exit status 3", "dying on purpose"}},
		{"only worker dies", fmt.Sprint("die:", die2), 1, nil, []string{"died while enumerating cube " + cubes[die2].String() + ": exit status 3"}},
		{"wrong count", "liar", 2, nil, []string{"models for cube ", "but sent"}},
		{"variable beyond the projection", "beyond", 2, nil, []string{"sent variable 9999 in a model of cube ", "beyond the 64 projected variables"}},
		{"garbage", "garbage", 2, nil, []string{`unknown message "hello"`}},
		{"visit error", "serve", 2, func(int, []encode.Var) error { return errVisit }, []string{errVisit.Error()}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := runtime.NumGoroutine()
			ws := &workers{mode: tt.mode}
			visit := tt.visit
			if visit == nil {
				visit = func(int, []encode.Var) error { return nil }
			}
			_, err := Parallel(context.Background(), encode.Queens(n), cubes, ParallelOptions{Options: Options{Project: n * n}, Workers: tt.workers, Start: ws.start}, visit)
			if err == nil {
				t.Fatal("Parallel succeeded, want an error")
			}
			t.Log(err)
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
			if tt.visit != nil && !errors.Is(err, errVisit) {
				t.Errorf("error %v does not wrap visit's error", err)
			}
			ws.checkReaped(t)
			checkGoroutines(t, before)
		})
	}
}

// panicWriter panics on its write number at (from 1), and passes the
// other writes to w.
type panicWriter struct {
	w      io.Writer
	at, nb int
}

func (p *panicWriter) Write(b []byte) (int, error) {
	if p.nb++; p.nb == p.at {
		panic("injected in a write")
	}
	return p.w.Write(b)
}

// panicReader panics on its first read.
type panicReader struct{}

func (panicReader) Read([]byte) (int, error) { panic("injected in a read") }

// TestParallelPanics: a panic in the goroutine that writes a worker's input
// or in the one that reads its output is an error of Parallel that names
// the worker and the panic, not the end of the process; every worker is
// waited for and no goroutine is left.
func TestParallelPanics(t *testing.T) {
	n := 8
	cubes := QueensCubes(n, 2)
	tests := []struct {
		name  string
		pipes func(io.Writer, io.Reader) (io.Writer, io.Reader)
		want  string
	}{
		{"writer", func(in io.Writer, out io.Reader) (io.Writer, io.Reader) {
			return &panicWriter{w: in, at: 2}, out // after the problem, at the first cube
		}, "writing its input panicked: injected in a write"},
		{"reader", func(in io.Writer, _ io.Reader) (io.Writer, io.Reader) {
			return in, panicReader{}
		}, "reading its output panicked: injected in a read"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := runtime.NumGoroutine()
			ws := &workers{mode: "serve"}
			opt := ParallelOptions{Options: Options{Project: n * n}, Workers: 2, Start: ws.start, pipes: tt.pipes}
			_, err := Parallel(context.Background(), encode.Queens(n), cubes, opt, func(int, []encode.Var) error { return nil })
			t.Log(err)
			var p *catch.Panic
			if !errors.As(err, &p) || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "sat worker ") {
				t.Fatalf("Parallel = %v, want an error of a worker holding a *catch.Panic: %s", err, tt.want)
			}
			ws.checkReaped(t)
			checkGoroutines(t, before)
		})
	}
}

func TestParallelCancel(t *testing.T) {
	tests := []struct {
		name string
		mode string
		n    int
	}{
		// Cancelled from visit while both workers stream models.
		{"busy workers", "serve", 12},
		// Cancelled by a deadline while no worker ever answers.
		{"silent workers", "hang", 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := runtime.NumGoroutine()
			ws := &workers{mode: tt.mode}
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			if tt.mode == "hang" {
				ctx, cancel = context.WithTimeout(context.Background(), 300*time.Millisecond)
			}
			defer cancel()
			models := 0
			_, err := Parallel(ctx, encode.Queens(tt.n), QueensCubes(tt.n, 3), ParallelOptions{Options: Options{Project: tt.n * tt.n}, Workers: 2, Start: ws.start}, func(int, []encode.Var) error {
				if models++; models == 10 {
					cancel()
				}
				return nil
			})
			if !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("Parallel = %v, want the context's error", err)
			}
			if len(ws.cmds) != 2 {
				t.Errorf("%d workers started, want 2", len(ws.cmds))
			}
			ws.checkReaped(t)
			for i, cmd := range ws.cmds {
				if cmd.ProcessState != nil && cmd.ProcessState.Success() {
					t.Errorf("worker %d ended by itself (%v), want it killed", i+1, cmd.ProcessState)
				}
			}
			checkGoroutines(t, before)
		})
	}
}

func TestParallelStartFails(t *testing.T) {
	before := runtime.NumGoroutine()
	ws := &workers{mode: "serve"}
	starts := 0
	start := func() (*exec.Cmd, error) {
		if starts++; starts == 2 {
			return nil, errors.New("no more processes")
		}
		return ws.start()
	}
	_, err := Parallel(context.Background(), encode.Queens(8), QueensCubes(8, 2), ParallelOptions{Workers: 2, Start: start}, func(int, []encode.Var) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "sat worker 2: no more processes") {
		t.Fatalf("Parallel = %v, want the start error of worker 2", err)
	}
	ws.checkReaped(t)
	checkGoroutines(t, before)
}

func TestParallelNoCubes(t *testing.T) {
	ws := &workers{mode: "serve"}
	stats, err := Parallel(context.Background(), encode.Queens(3), nil, ParallelOptions{Workers: 2, Start: ws.start}, nil)
	if err != nil || len(stats) != 0 || len(ws.cmds) != 0 {
		t.Errorf("got %v, %v and %d workers, want no stats, no error, no worker", stats, err, len(ws.cmds))
	}
}

func TestServe(t *testing.T) {
	n := 6
	f := encode.QueensWith(n, encode.Options{ColumnAtLeastOne: true})
	head, err := jobHead(f, Options{Project: n * n})
	if err != nil {
		t.Fatal(err)
	}
	cubes := QueensCubes(n, 1)
	var in bytes.Buffer
	in.Write(head)
	for i, c := range cubes {
		line, err := AppendMessage(nil, Message{Kind: MsgCube, ID: i, Lits: c.Lits})
		if err != nil {
			t.Fatal(err)
		}
		in.Write(line)
	}
	var out bytes.Buffer
	if err := Serve(context.Background(), &in, &out); err != nil {
		t.Fatal(err)
	}
	want := prefixCounts(n, 1)
	rd := NewReader(&out)
	for i, c := range cubes {
		models := 0
		for {
			m, err := rd.Read()
			if err != nil {
				t.Fatalf("cube %v: %v", c, err)
			}
			if m.ID != i {
				t.Fatalf("cube %v: message %+v about another cube", c, m)
			}
			if m.Kind == MsgDone {
				if m.Stats.Models != models || models != want[board.Solution(c.Prefix).String()] {
					t.Errorf("cube %v: done says %d models, %d sent, dfs has %d", c, m.Stats.Models, models, want[board.Solution(c.Prefix).String()])
				}
				break
			}
			if m.Kind != MsgModel {
				t.Fatalf("cube %v: unexpected %+v", c, m)
			}
			if s, ok := modelSolution(n, m.True); !ok || s[0] != c.Prefix[0] {
				t.Errorf("cube %v: model %v is not in it", c, m.True)
			}
			models++
		}
	}
	if _, err := rd.Read(); err != io.EOF {
		t.Errorf("after the last cube: %v, want the end of the output", err)
	}
}

func TestServeErrors(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  string
	}{
		{"empty", "", "ended before its problem message"},
		{"cube first", "cube 0\n", "starts with a cube message"},
		{"too many variables", "problem 3 " + strconv.Itoa(encode.MaxVars+1) + " 0 0 0 0 0\n", "more than"},
		{"short of clauses", "problem 3 2 2 2 0 0 0\nclause 1 2\n", "ended after 1 of its 2 clauses"},
		{"cube among clauses", "problem 3 2 2 2 0 0 0\nclause 1 2\ncube 0\n", "got a cube message after 1 of the problem's 2 clauses"},
		{"literal beyond", "problem 3 2 1 2 0 0 0\nclause 1 3\n", "literal 3 is beyond the problem's 2 variables"},
		{"cube literal beyond", "problem 3 2 1 2 0 0 0\nclause 1 2\ncube 4 -7\n", "cube 4: literal -7 is beyond"},
		{"model to a worker", "problem 3 2 1 2 0 0 0\nclause 1 2\nmodel 0 1\n", "got a model message, want cube"},
		{"malformed", "problem 3 2 1 2 0 0 0\nclause 1 2\ncube x\n", "protocol line 3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Serve(context.Background(), strings.NewReader(tt.input), io.Discard)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Serve = %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestServeCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	input := "problem 3 2 1 2 0 0 0\nclause 1 2\ncube 0\n"
	if err := Serve(ctx, strings.NewReader(input), io.Discard); !errors.Is(err, context.Canceled) {
		t.Errorf("Serve = %v, want context.Canceled", err)
	}
}

func ExampleParallel() {
	// A worker is a process that runs Serve on its standard input and
	// output: here this test binary, re-executed as a worker.
	exe, _ := os.Executable()
	start := func() (*exec.Cmd, error) {
		cmd := exec.Command(exe)
		cmd.Env = append(os.Environ(), testWorkerEnv+"=serve")
		return cmd, nil
	}
	n := 8
	f := encode.QueensWith(n, encode.Options{ColumnAtLeastOne: true})
	cubes := QueensCubes(n, 1)
	total := 0
	stats, err := Parallel(context.Background(), f, cubes, ParallelOptions{Options: Options{Project: n * n}, Workers: 2, Start: start},
		func(cube int, trueVars []encode.Var) error {
			total++
			return nil
		})
	if err != nil {
		fmt.Println(err)
		return
	}
	for i, c := range cubes {
		fmt.Printf("%v: %d\n", c, stats[i].Models)
	}
	fmt.Println("total:", total)
	// Output:
	// row 1 = 1: 4
	// row 1 = 2: 8
	// row 1 = 3: 16
	// row 1 = 4: 18
	// row 1 = 5: 18
	// row 1 = 6: 16
	// row 1 = 7: 8
	// row 1 = 8: 4
	// total: 92
}
