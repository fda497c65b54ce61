package journal

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/nqcheck/nqcheck/internal/base/atomicfile"
	"github.com/nqcheck/nqcheck/internal/base/bound"
	"github.com/nqcheck/nqcheck/result"
)

// Format and FormatVersion are the header's names of the file format.
const (
	Format        = "nqcheck-journal"
	FormatVersion = 1
)

// SyncEvery is how long after a sync an append syncs the file again.
const SyncEvery = time.Second

// header is the first line of a journal.
type header struct {
	Format        string        `json:"format"`
	FormatVersion int           `json:"format_version"`
	Plan          result.PlanID `json:"plan"`
	CRC           string        `json:"crc32c"`
}

// sum returns h's checksum.
func (h header) sum() (string, error) {
	h.CRC = ""
	return result.Checksum(h)
}

// MaxLine bounds the length of a journal's line, MaxSize the journal's
// size, in bytes: a unit's record takes a few kilobytes.
const (
	MaxLine = 1 << 20
	MaxSize = 1 << 30
)

// CorruptError reports a journal line, other than a torn last one, that
// cannot be read or does not belong to the plan.
type CorruptError struct {
	// Path is the journal's file; Line the 1-based line number.
	Path string
	Line int
	// Err says what is wrong.
	Err error
}

// Error names the journal, the line and what is wrong.
func (e *CorruptError) Error() string {
	return fmt.Sprintf("journal %s, line %d: %v", e.Path, e.Line, e.Err)
}

// Unwrap returns what is wrong.
func (e *CorruptError) Unwrap() error { return e.Err }

// NotJournalError reports a file at a journal's path that is not a
// journal: Open leaves it as it is rather than write over it.
type NotJournalError struct {
	// Path is the file.
	Path string
	// Err says why it is not a journal.
	Err error
}

// Error names the file, says why, and how to go on.
func (e *NotJournalError) Error() string {
	return fmt.Sprintf("%s is not a journal (%v): it is left as it is; remove it, or give another checkpoint directory", e.Path, e.Err)
}

// Unwrap returns why the file is not a journal.
func (e *NotJournalError) Unwrap() error { return e.Err }

// headerStart is how every journal's header begins, whatever its plan: a
// file cut inside it is a journal torn as its header was written.
var headerStart = []byte(`{"format":"` + Format + `","format_version":` + strconv.Itoa(FormatVersion) + `,"plan":{`)

// ErrLocked is returned by Open when another process has the journal open.
var ErrLocked = errors.New("the journal is in use by another process")

// Journal is an open journal, appended to by one goroutine at a time.
type Journal[E any] struct {
	f        *os.File
	path     string
	lastSync time.Time
	dirty    bool
}

// Open opens the journal at path for the plan whose units have the given
// keys, creating it (and its directory) when absent, and returns the
// records it already holds in the order they were written, one per unit.
// It cuts off a torn or damaged last line. It returns a *result.PlanError when
// the journal belongs to another plan, a *NotJournalError for a file that
// is not empty and not a journal (its first line is no journal's header,
// nor the beginning of one cut short: it is never written over), a
// *CorruptError for a damaged line before the last or a record that names
// a unit outside the plan, a key that is not the unit's, or a unit
// journaled twice with different evidence, ErrLocked when another process
// holds the journal, and a *bound.NotRegularError when path is a FIFO, a
// device or a directory.
func Open[E any](path string, plan result.PlanID, keys []string) (*Journal[E], []result.UnitRecord[E], error) {
	if len(keys) != plan.Units {
		return nil, nil, fmt.Errorf("journal: %d keys for a plan of %d units", len(keys), plan.Units)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
		return nil, nil, err
	}
	// A regular file only: a FIFO by the journal's name would be read
	// forever (bound.OpenRegular refuses it, a *bound.NotRegularError).
	f, err := bound.OpenRegular(path, os.O_RDWR|os.O_CREATE, 0o666)
	if err != nil {
		return nil, nil, err
	}
	if err := lock(f); err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	j := &Journal[E]{f: f, path: path, lastSync: time.Now()}
	recs, good, err := j.read(plan, keys)
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if err := j.start(plan, good); err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return j, recs, nil
}

// read reads the journal's lines. It returns the records and the length
// of the part that holds whole lines (0 when even the header is torn).
func (j *Journal[E]) read(plan result.PlanID, keys []string) ([]result.UnitRecord[E], int64, error) {
	data, err := bound.ReadAll(j.f, MaxLine, MaxSize)
	if be := (*bound.Error)(nil); errors.As(err, &be) {
		return nil, 0, &CorruptError{Path: j.path, Line: int(be.Line), Err: errors.New(be.Cap())}
	}
	if err != nil {
		return nil, 0, fmt.Errorf("%s: %w", j.path, err)
	}
	var (
		recs []result.UnitRecord[E]
		seen = map[int]int{} // unit → position in recs
		good int64
	)
	for line := 1; len(data) > 0; line++ {
		end := bytes.IndexByte(data, '\n')
		if end < 0 {
			if line == 1 && !bytes.HasPrefix(headerStart, data) && !bytes.HasPrefix(data, headerStart) {
				return nil, 0, &NotJournalError{Path: j.path, Err: errors.New("its first line is not the beginning of a journal's header")}
			}
			break // torn last line: no newline
		}
		text, rest := data[:end], data[end+1:]
		last := len(rest) == 0
		if line == 1 {
			if err := checkHeader(text, plan); err != nil {
				var pe *result.PlanError
				if errors.As(err, &pe) {
					pe.Path = j.path
					return nil, 0, pe
				}
				return nil, 0, &NotJournalError{Path: j.path, Err: err}
			}
		} else {
			r, err := readRecord[E](text, keys)
			if err != nil {
				if last {
					break // the record being written when the run died
				}
				return nil, 0, &CorruptError{Path: j.path, Line: line, Err: err}
			}
			if k, ok := seen[r.Unit]; ok {
				if !sameEvidence(recs[k].Evidence, r.Evidence) {
					return nil, 0, &CorruptError{Path: j.path, Line: line,
						Err: fmt.Errorf("unit %d (key %q) journaled again with other evidence", r.Unit, r.Key)}
				}
			} else {
				seen[r.Unit] = len(recs)
				recs = append(recs, r)
			}
		}
		good += int64(end + 1)
		data = rest
	}
	return recs, good, nil
}

// checkHeader checks that text is a sound header of plan.
func checkHeader(text []byte, plan result.PlanID) error {
	var h header
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&h); err != nil {
		return fmt.Errorf("its first line is not a journal's header: %v", err)
	}
	if h.Format != Format || h.FormatVersion != FormatVersion {
		return fmt.Errorf("the header names format %q version %d, want %q version %d", h.Format, h.FormatVersion, Format, FormatVersion)
	}
	if s, err := h.sum(); err != nil || s != h.CRC {
		return fmt.Errorf("the header's checksum %q does not match its content", h.CRC)
	}
	if h.Plan != plan {
		return &result.PlanError{Have: h.Plan, Want: plan, Journal: true}
	}
	return nil
}

// readRecord reads one record line and checks it against the plan's keys.
func readRecord[E any](text []byte, keys []string) (result.UnitRecord[E], error) {
	var r result.UnitRecord[E]
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return r, fmt.Errorf("not a record: %v", err)
	}
	if dec.More() {
		return r, errors.New("not a record: text after the object")
	}
	if err := r.Check(); err != nil {
		return r, err
	}
	if r.Unit < 0 || r.Unit >= len(keys) {
		return r, fmt.Errorf("unit %d is outside the plan's %d units", r.Unit, len(keys))
	}
	if r.Key != keys[r.Unit] {
		return r, fmt.Errorf("unit %d has key %s, the plan's is %s", r.Unit, strconv.Quote(r.Key), strconv.Quote(keys[r.Unit]))
	}
	return r, nil
}

// sameEvidence reports whether a and b encode to the same JSON.
func sameEvidence[E any](a, b E) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}

// start cuts the file to its good part and, when that holds no header,
// writes one.
func (j *Journal[E]) start(plan result.PlanID, good int64) error {
	if err := j.f.Truncate(good); err != nil {
		return err
	}
	if _, err := j.f.Seek(good, io.SeekStart); err != nil {
		return err
	}
	if good > 0 {
		return nil
	}
	h := header{Format: Format, FormatVersion: FormatVersion, Plan: plan}
	var err error
	if h.CRC, err = h.sum(); err != nil {
		return err
	}
	b, err := json.Marshal(h)
	if err != nil {
		return err
	}
	if _, err := j.f.Write(append(b, '\n')); err != nil {
		return err
	}
	if err := j.f.Sync(); err != nil {
		return err
	}
	return atomicfile.SyncDir(filepath.Dir(j.path))
}

// Path returns the journal's file name.
func (j *Journal[E]) Path() string { return j.path }

// Append journals one finished unit: it seals r and writes it as one line
// with one write call, and syncs the file when SyncEvery has passed since
// the last sync.
func (j *Journal[E]) Append(r result.UnitRecord[E]) error {
	if err := r.Seal(); err != nil {
		return err
	}
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	if _, err := j.f.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("journal %s: %w", j.path, err)
	}
	j.dirty = true
	if time.Since(j.lastSync) >= SyncEvery {
		return j.Sync()
	}
	return nil
}

// Sync writes the journal to the disk.
func (j *Journal[E]) Sync() error {
	if !j.dirty {
		return nil
	}
	if err := j.f.Sync(); err != nil {
		return fmt.Errorf("journal %s: %w", j.path, err)
	}
	j.dirty = false
	j.lastSync = time.Now()
	return nil
}

// Close syncs and closes the journal and releases it for other processes.
func (j *Journal[E]) Close() error {
	err := j.Sync()
	if cerr := j.f.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("journal %s: %w", j.path, cerr)
	}
	return err
}
