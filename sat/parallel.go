package sat

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"sync"
	"time"

	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/catch"
)

// ParallelOptions configure Parallel.
type ParallelOptions struct {
	// Options go to every worker. In Block mode a worker runs the Block
	// loop of Models on each cube, in Enumerate mode gophersat's
	// Enumerate helper (Stats.Solves is then 0).
	Options
	// Workers is the number of worker processes to start; below 1 means
	// 1. No more workers than cubes are started.
	Workers int
	// Start returns a new, unstarted command whose process runs Serve on
	// its standard input and output. Parallel sets the command's Stdin,
	// Stdout, Stderr and WaitDelay, starts it, and always waits for it.
	Start func() (*exec.Cmd, error)
	// pipes, when not nil, wraps each worker's standard input and output
	// before the goroutines that write and read them use them: the tests
	// of a panic in those goroutines inject it there.
	pipes func(stdin io.Writer, stdout io.Reader) (io.Writer, io.Reader)
}

// inFlight is the number of cubes a worker is handed ahead of its
// answers, so that it never waits for its next cube, even when the parent
// is slow to be scheduled: a simplified cube often takes well under a
// millisecond.
const inFlight = 16

// stderrTail is how much of a worker's standard error an error message
// quotes.
const stderrTail = 2048

// Parallel enumerates the models of f cube by cube in opt.Workers child
// processes, each running Serve. It hands out the cubes in order, inFlight
// at a time per worker, and calls visit, always from the calling
// goroutine, with each model as the worker returned it: the cube's index
// in cubes and the true projected variables, unfiltered. Models of one
// cube arrive in the engine's order; cubes enumerated by different workers
// interleave. Parallel returns each cube's statistics as its worker
// reported them, after checking that the worker sent that many models; a
// model variable beyond the projection is an error too. With
// opt.OnProof, each worker also sends the proof of each cube, which
// Parallel hands to OnProof at the cube's done message, after its models.
//
// When ctx is done, visit fails, a worker fails a cube, breaks the
// protocol or dies, Parallel kills every worker, waits for each process
// and for its own goroutines, and returns the error (once ctx is done,
// visit is not called again, whatever the workers have sent); a worker that dies
// is an error that names the cube it was working on. A panic in one of the
// goroutines that write a worker's input and read its output is that
// worker's failure too: the error holds a *catch.Panic. Nothing is left
// running when Parallel returns.
func Parallel(ctx context.Context, f *encode.CNF, cubes []Cube, opt ParallelOptions, visit func(cube int, trueVars []encode.Var) error) ([]Stats, error) {
	stats := make([]Stats, len(cubes))
	if len(cubes) == 0 || ctx.Err() != nil {
		return stats, ctx.Err()
	}
	if opt.Start == nil {
		return stats, errors.New("sat: Parallel needs a Start function")
	}
	head, err := jobHead(f, opt.Options)
	if err != nil {
		return stats, err
	}
	lines := make([][]byte, len(cubes))
	for i, c := range cubes {
		if lines[i], err = AppendMessage(nil, Message{Kind: MsgCube, ID: i, Lits: c.Lits}); err != nil {
			return stats, fmt.Errorf("cube %v: %w", c, err)
		}
	}
	p := &pool{ctx: ctx, cubes: cubes, lines: lines, project: opt.projection(f.Vars), stats: stats, visit: visit, onProof: opt.OnProof, events: make(chan event), pipes: opt.pipes}
	defer p.stop()
	for i := 0; i < min(max(opt.Workers, 1), len(cubes)); i++ {
		if err := p.start(i+1, opt.Start, head); err != nil {
			return stats, err
		}
	}
	return stats, p.run()
}

// jobHead encodes the start of a job stream: the problem message and the
// clauses of f.
func jobHead(f *encode.CNF, opt Options) ([]byte, error) {
	if opt.OnProof != nil && opt.Mode != Block {
		return nil, fmt.Errorf("gophersat writes a proof in block mode only, not %v", opt.Mode)
	}
	b, err := AppendMessage(nil, Message{Kind: MsgProblem, Vars: f.Vars, Clauses: len(f.Clauses), Project: opt.Project, Exact: opt.Exact, Mode: opt.Mode, Proof: opt.OnProof != nil})
	if err != nil {
		return nil, err
	}
	for _, c := range f.Clauses {
		if b, err = AppendMessage(b, Message{Kind: MsgClause, Lits: c}); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// pool is Parallel's state; but for the events channel, only the calling
// goroutine touches it.
type pool struct {
	ctx     context.Context
	cubes   []Cube
	lines   [][]byte // the cube message of each cube
	project int      // the variables 1..project that models are projected on
	stats   []Stats
	visit   func(int, []encode.Var) error
	onProof func(int, [][]encode.Lit) error // Options.OnProof
	events  chan event
	workers []*worker
	next    int // the next cube to hand out
	live    int // workers whose end event has not come
	writers sync.WaitGroup
	pipes   func(io.Writer, io.Reader) (io.Writer, io.Reader) // ParallelOptions.pipes
}

// worker is one child process.
type worker struct {
	id      int // 1-based, for messages
	cmd     *exec.Cmd
	out     chan []byte    // lines for its stdin; closed when no cube is left
	closed  bool           // out is closed
	ended   bool           // its end event came
	pending []int          // cubes handed out and not done, in order
	models  int            // models received for pending[0]
	lemmas  [][]encode.Lit // the proof received for pending[0]
	stderr  *tail
	// writeFailed receives the panic of the goroutine that writes the
	// worker's input, sent before it kills the worker.
	writeFailed chan error
}

// event is a message from a worker, or the end of its output.
type event struct {
	w    *worker
	msg  Message
	end  bool
	err  error // end: why reading stopped, nil at a clean end of output
	wait error // end: the result of cmd.Wait
}

func (p *pool) start(id int, start func() (*exec.Cmd, error), head []byte) error {
	cmd, err := start()
	if err != nil {
		return fmt.Errorf("sat worker %d: %w", id, err)
	}
	w := &worker{id: id, cmd: cmd, out: make(chan []byte, inFlight+1), stderr: &tail{}, writeFailed: make(chan error, 1)}
	cmd.Stderr = w.stderr
	cmd.WaitDelay = time.Second
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return fmt.Errorf("sat worker %d: %w", id, err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		stdin.Close()
		return fmt.Errorf("sat worker %d: %w", id, err)
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("sat worker %d: %w", id, err)
	}
	p.workers = append(p.workers, w)
	p.live++
	var in io.Writer = stdin
	var out io.Reader = stdout
	if p.pipes != nil {
		in, out = p.pipes(stdin, stdout)
	}
	p.writers.Add(1)
	go func() {
		defer p.writers.Done()
		if err := catch.Call("writing its input", func() error { w.write(in); return nil }); err != nil {
			w.writeFailed <- err
			_ = cmd.Process.Kill() // the reader will see the process end
			for range w.out {
				// Take what is handed out until the input is closed.
			}
		}
		stdin.Close()
	}()
	go func() {
		err := catch.Call("reading its output", func() error { return p.read(w, out) })
		if err != nil {
			_ = cmd.Process.Kill()
		}
		p.events <- event{w: w, end: true, err: err, wait: cmd.Wait()}
	}()
	w.out <- head
	p.hand(w)
	return nil
}

// write writes the lines handed to w to its input until no cube is left.
// After a failed write it kills the process (its reader will see it end)
// and drops the lines still handed out.
func (w *worker) write(in io.Writer) {
	var err error
	for line := range w.out {
		if err == nil {
			if _, err = in.Write(line); err != nil {
				_ = w.cmd.Process.Kill()
			}
		}
	}
}

// read passes the messages of w's output to p.events until the output
// ends: nil at a clean end, the error otherwise.
func (p *pool) read(w *worker, out io.Reader) error {
	rd := NewReader(out)
	for {
		m, err := rd.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		p.events <- event{w: w, msg: m}
	}
}

// hand gives w cubes until it holds inFlight of them, and closes its
// input once every cube is handed out.
func (p *pool) hand(w *worker) {
	for len(w.pending) < inFlight && p.next < len(p.cubes) {
		w.out <- p.lines[p.next]
		w.pending = append(w.pending, p.next)
		p.next++
	}
	if p.next == len(p.cubes) && !w.closed {
		close(w.out)
		w.closed = true
	}
}

// run handles the workers' events until every worker has ended.
func (p *pool) run() error {
	for p.live > 0 {
		select {
		case <-p.ctx.Done():
			return p.ctx.Err()
		case ev := <-p.events:
			if err := p.ctx.Err(); err != nil {
				return err // the event may have raced with ctx
			}
			if err := p.handle(ev); err != nil {
				return err
			}
		}
	}
	return nil
}

func (p *pool) handle(ev event) error {
	w := ev.w
	if ev.end {
		w.ended = true
		p.live--
		busy := ""
		if len(w.pending) > 0 {
			busy = fmt.Sprintf(" while enumerating cube %v", p.cubes[w.pending[0]])
		}
		err := ev.err
		select {
		case err = <-w.writeFailed: // the writer's panic, which killed the worker, comes first
		default:
		}
		switch {
		case err != nil:
			return fmt.Errorf("sat worker %d (pid %d) failed%s: %w%s", w.id, w.cmd.Process.Pid, busy, err, w.stderr.quote())
		case len(w.pending) > 0:
			why := ev.wait
			if why == nil {
				why = errors.New("its output ended")
			}
			return fmt.Errorf("sat worker %d (pid %d) died%s: %v%s", w.id, w.cmd.Process.Pid, busy, why, w.stderr.quote())
		case ev.wait != nil:
			return fmt.Errorf("sat worker %d (pid %d) failed after its last cube: %v%s", w.id, w.cmd.Process.Pid, ev.wait, w.stderr.quote())
		}
		return nil
	}
	m := ev.msg
	current := func() error {
		if len(w.pending) == 0 {
			return fmt.Errorf("sat worker %d sent %q about cube #%d while it holds no cube", w.id, m.Kind, m.ID)
		}
		if m.ID != w.pending[0] {
			return fmt.Errorf("sat worker %d sent %q about cube #%d while enumerating cube %v (#%d)", w.id, m.Kind, m.ID, p.cubes[w.pending[0]], w.pending[0])
		}
		return nil
	}
	switch m.Kind {
	case MsgModel:
		if err := current(); err != nil {
			return err
		}
		for _, v := range m.True {
			if int(v) > p.project {
				return fmt.Errorf("sat worker %d sent variable %d in a model of cube %v, beyond the %d projected variables", w.id, v, p.cubes[m.ID], p.project)
			}
		}
		if len(w.lemmas) > 0 {
			return fmt.Errorf("sat worker %d sent a model of cube %v after a lemma of its proof", w.id, p.cubes[m.ID])
		}
		w.models++
		return p.visit(m.ID, m.True)
	case MsgLemma:
		if err := current(); err != nil {
			return err
		}
		if p.onProof == nil {
			return fmt.Errorf("sat worker %d sent a lemma of cube %v, but no proof was asked for", w.id, p.cubes[m.ID])
		}
		w.lemmas = append(w.lemmas, m.Lits)
		return nil
	case MsgDone:
		if err := current(); err != nil {
			return err
		}
		if m.Stats.Models != w.models {
			return fmt.Errorf("sat worker %d reports %d models for cube %v but sent %d", w.id, m.Stats.Models, p.cubes[m.ID], w.models)
		}
		if p.onProof != nil {
			if err := p.onProof(m.ID, w.lemmas); err != nil {
				return err
			}
		}
		p.stats[m.ID] = m.Stats
		w.pending = w.pending[1:]
		w.models = 0
		w.lemmas = nil
		p.hand(w)
		return nil
	case MsgFail:
		if err := current(); err != nil {
			return err
		}
		return fmt.Errorf("sat worker %d failed on cube %v: %s", w.id, p.cubes[m.ID], m.Text)
	}
	return fmt.Errorf("sat worker %d sent a %v message", w.id, m.Kind)
}

// stop kills the workers still running, closes their input, waits for
// every process and goroutine, and drops their remaining events. After a
// clean run it only waits for the writers.
func (p *pool) stop() {
	for _, w := range p.workers {
		if !w.ended {
			_ = w.cmd.Process.Kill()
		}
		if !w.closed {
			close(w.out)
			w.closed = true
		}
	}
	for p.live > 0 {
		if ev := <-p.events; ev.end {
			ev.w.ended = true
			p.live--
		}
	}
	p.writers.Wait()
}

// tail keeps the last stderrTail bytes written to it.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

// Write keeps the end of b.
func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > stderrTail {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-stderrTail:]...)
	}
	return len(b), nil
}

// quote returns "; stderr: ..." with the kept bytes, or "" when there are
// none.
func (t *tail) quote() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.buf) == 0 {
		return ""
	}
	return fmt.Sprintf("; stderr: %q", t.buf)
}
