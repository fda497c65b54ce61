package shard

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/internal/base/atomicfile"
	"github.com/nqcheck/nqcheck/internal/base/bound"
	"github.com/nqcheck/nqcheck/result"
)

// Format and FormatVersion name the result file format.
const (
	Format        = "nqcheck-shard"
	FormatVersion = 1
)

// Spec is shard Index of Of: the units whose index is Index modulo Of.
type Spec struct {
	// Index is the shard's number, from 0.
	Index int `json:"index"`
	// Of is the number of shards.
	Of int `json:"of"`
}

// ParseSpec reads "I/K", 0 ≤ I < K.
func ParseSpec(s string) (Spec, error) {
	i, k, ok := strings.Cut(s, "/")
	if !ok {
		return Spec{}, fmt.Errorf("shard %q is not I/K, such as 3/16", s)
	}
	idx, err1 := strconv.Atoi(i)
	of, err2 := strconv.Atoi(k)
	switch {
	case err1 != nil:
		return Spec{}, fmt.Errorf("shard %q: %q is not a number", s, i)
	case err2 != nil:
		return Spec{}, fmt.Errorf("shard %q: %q is not a number", s, k)
	case of < 1:
		return Spec{}, fmt.Errorf("shard %q: the number of shards must be at least 1", s)
	case idx < 0 || idx >= of:
		return Spec{}, fmt.Errorf("shard %q: the index must be in 0..%d", s, of-1)
	}
	return Spec{Index: idx, Of: of}, nil
}

// String returns "I/K".
func (s Spec) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Of) }

// Has reports whether unit belongs to the shard.
func (s Spec) Has(unit int) bool { return s.Of > 0 && unit%s.Of == s.Index }

// Units lists the shard's units of a plan of total units.
func (s Spec) Units(total int) []int {
	var out []int
	for i := s.Index; i < total; i += s.Of {
		out = append(out, i)
	}
	return out
}

// File is one shard's result file. E is the evidence type of the plan's
// command.
type File[E any] struct {
	// Format and FormatVersion are Format and FormatVersion.
	Format        string `json:"format"`
	FormatVersion int    `json:"format_version"`
	// Plan is the plan the units belong to.
	Plan result.PlanID `json:"plan"`
	// Shard is the part of the plan the run was given.
	Shard Spec `json:"shard"`
	// Complete is true when Units holds every unit of the shard.
	Complete bool `json:"complete"`
	// ToolVersion is the version of the nqcheck that wrote the file.
	ToolVersion string `json:"tool_version"`
	// Host is the name of the machine it ran on.
	Host string `json:"host"`
	// Seconds is the time the run took (this run only, not the parts
	// that came from a checkpoint).
	Seconds float64 `json:"seconds"`
	// Units lists the finished units, by index.
	Units []result.UnitRecord[E] `json:"units"`
	// SHA256 is the SHA-256, in hexadecimal, of the file's compact JSON
	// encoding with this field empty.
	SHA256 string `json:"sha256"`
}

// sum returns f's content checksum.
func (f File[E]) sum() (string, error) {
	f.SHA256 = ""
	if f.Units == nil {
		f.Units = []result.UnitRecord[E]{} // as encode writes it
	}
	b, err := json.Marshal(f)
	if err != nil {
		return "", err
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:]), nil
}

// FileError reports a result file that cannot be used: unreadable,
// damaged, or not of the plan. Unit is the unit concerned, or −1.
type FileError struct {
	// Path is the file.
	Path string
	// Unit and Key name the unit concerned; Unit is −1 when none is.
	Unit int
	Key  string
	// Err says what is wrong.
	Err error
}

// Error names the file, the unit when one is concerned, and what is
// wrong.
func (e *FileError) Error() string {
	if e.Unit >= 0 {
		return fmt.Sprintf("%s: unit %d (key %q): %v", e.Path, e.Unit, e.Key, e.Err)
	}
	return fmt.Sprintf("%s: %v", e.Path, e.Err)
}

// Unwrap returns what is wrong.
func (e *FileError) Unwrap() error { return e.Err }

// Write seals f's records, sets its format fields and checksum and writes
// it to path atomically (atomicfile.Write): a temporary file in the same
// directory, synced, then renamed over path, and the directory synced. A
// new file's mode follows the umask, as a journal's, a JUnit report's and
// a page's do; a file replaced keeps its mode.
func Write[E any](path string, f *File[E]) error {
	f.Format, f.FormatVersion = Format, FormatVersion
	for i := range f.Units {
		if err := f.Units[i].Seal(); err != nil {
			return err
		}
	}
	var err error
	if f.SHA256, err = f.sum(); err != nil {
		return err
	}
	b, err := encode(f)
	if err != nil {
		return err
	}
	return atomicfile.Write(path, 0o666, func(w io.Writer) error {
		_, err := w.Write(b)
		return err
	})
}

// encode writes f as JSON with one field per line and one unit per line.
func encode[E any](f *File[E]) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("{\n")
	field := func(name string, v any) error {
		j, err := json.Marshal(v)
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "  %q: %s,\n", name, j)
		return nil
	}
	for _, fv := range []struct {
		name string
		v    any
	}{{"format", f.Format}, {"format_version", f.FormatVersion}, {"plan", f.Plan}, {"shard", f.Shard},
		{"complete", f.Complete}, {"tool_version", f.ToolVersion}, {"host", f.Host}, {"seconds", f.Seconds}} {
		if err := field(fv.name, fv.v); err != nil {
			return nil, err
		}
	}
	b.WriteString("  \"units\": [")
	for i, u := range f.Units {
		j, err := json.Marshal(u)
		if err != nil {
			return nil, err
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n    ")
		b.Write(j)
	}
	if len(f.Units) > 0 {
		b.WriteString("\n  ")
	}
	fmt.Fprintf(&b, "],\n  \"sha256\": %q\n}\n", f.SHA256)
	return b.Bytes(), nil
}

// MaxLine bounds the length of a result file's line, MaxSize the file's
// size, in bytes: a unit's line takes a few kilobytes.
const (
	MaxLine = 1 << 20
	MaxSize = 1 << 30
)

// readFile reads the file at path within MaxLine and MaxSize: a regular
// file only (bound.OpenRegular), so that a FIFO is refused instead of
// waited on.
func readFile(path string) ([]byte, error) {
	data, err := bound.ReadFile(path, MaxLine, MaxSize)
	if nr := (*bound.NotRegularError)(nil); errors.As(err, &nr) {
		return nil, fmt.Errorf("%s, not a regular file", bound.Kind(nr.Mode)) // FileError names the path
	}
	return data, err
}

// ReadPlan reads only the plan a result file names, so that the caller can
// pick the evidence type to Read it with. It checks nothing else.
func ReadPlan(path string) (result.PlanID, error) {
	data, err := readFile(path)
	if err != nil {
		return result.PlanID{}, &FileError{Path: path, Unit: -1, Err: err}
	}
	var head struct {
		Format string         `json:"format"`
		Plan   *result.PlanID `json:"plan"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&head); err != nil || head.Format != Format || head.Plan == nil {
		// A cut file may still name its plan before the cut.
		if p, ok := planBeforeCut(data); ok {
			return p, nil
		}
		return result.PlanID{}, &FileError{Path: path, Unit: -1, Err: fmt.Errorf("not an nqcheck shard result file (want format %q with a plan)", Format)}
	}
	return *head.Plan, nil
}

// planBeforeCut reads the plan of a file cut after it.
func planBeforeCut(data []byte) (result.PlanID, bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return result.PlanID{}, false
	}
	var format string
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return result.PlanID{}, false
		}
		switch t {
		case "format":
			if dec.Decode(&format) != nil {
				return result.PlanID{}, false
			}
		case "plan":
			var p result.PlanID
			if dec.Decode(&p) != nil || format != Format {
				return result.PlanID{}, false
			}
			return p, true
		default:
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				return result.PlanID{}, false
			}
		}
	}
	return result.PlanID{}, false
}

// Read reads and checks a result file: its format, each record's CRC,
// the content's SHA-256, that every unit belongs to the shard and comes
// once, in index order. A file cut short is reported with the last unit
// read whole before the cut. Every error is a *FileError.
func Read[E any](path string) (*File[E], error) {
	data, err := readFile(path)
	if err != nil {
		return nil, &FileError{Path: path, Unit: -1, Err: err}
	}
	var f File[E]
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, cutError[E](path, data, err)
	}
	if dec.More() {
		return nil, &FileError{Path: path, Unit: -1, Err: errors.New("text after the end of the JSON object")}
	}
	if f.Format != Format || f.FormatVersion != FormatVersion {
		return nil, &FileError{Path: path, Unit: -1, Err: fmt.Errorf("format %q version %d, want %q version %d", f.Format, f.FormatVersion, Format, FormatVersion)}
	}
	if !(f.Seconds >= 0 && f.Seconds <= MaxSeconds) { // NaN fails too
		return nil, &FileError{Path: path, Unit: -1, Err: fmt.Errorf("line %d: seconds %v is not a time a run took (0 to %g)", fieldLine(data, "seconds"), f.Seconds, float64(MaxSeconds))}
	}
	for _, u := range f.Units {
		if err := u.Check(); err != nil {
			return nil, &FileError{Path: path, Unit: -1, Err: err} // Check names the unit
		}
	}
	if s, err := f.sum(); err != nil || s != f.SHA256 {
		return nil, &FileError{Path: path, Unit: -1, Err: fmt.Errorf("content checksum %q does not match its content (%s): the file was changed or damaged after it was written", f.SHA256, s)}
	}
	if f.Shard.Of < 1 || f.Shard.Index < 0 || f.Shard.Index >= f.Shard.Of {
		return nil, &FileError{Path: path, Unit: -1, Err: fmt.Errorf("shard %d/%d is not a shard", f.Shard.Index, f.Shard.Of)}
	}
	prev := -1
	for _, u := range f.Units {
		switch {
		case !f.Shard.Has(u.Unit):
			return nil, &FileError{Path: path, Unit: u.Unit, Key: u.Key, Err: fmt.Errorf("not a unit of shard %v", f.Shard)}
		case u.Unit <= prev:
			return nil, &FileError{Path: path, Unit: u.Unit, Key: u.Key, Err: errors.New("out of order or repeated in the file")}
		case u.Unit >= f.Plan.Units:
			return nil, &FileError{Path: path, Unit: u.Unit, Key: u.Key, Err: fmt.Errorf("outside the plan's %d units", f.Plan.Units)}
		}
		prev = u.Unit
	}
	return &f, nil
}

// MaxSeconds is the most seconds a result file may say its run took
// (about 31,700 years): more is a damaged or forged file, and the sum of
// many such files would overflow to infinity.
const MaxSeconds = 1e12

// fieldLine returns the 1-based line of data on which the top-level field
// name starts, as Write puts one field per line; 0 when none does.
func fieldLine(data []byte, name string) int {
	key := []byte(fmt.Sprintf("%q:", name))
	for i, line := range bytes.Split(data, []byte("\n")) {
		if bytes.HasPrefix(bytes.TrimSpace(line), key) {
			return i + 1
		}
	}
	return 0
}

// cutError describes a file that does not decode: when its units start,
// it names the last unit read whole.
func cutError[E any](path string, data []byte, cause error) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return &FileError{Path: path, Unit: -1, Err: fmt.Errorf("not a JSON object: %v", cause)}
	}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			break
		}
		if t != "units" {
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				break
			}
			continue
		}
		if t, err := dec.Token(); err != nil || t != json.Delim('[') {
			break
		}
		var last *result.UnitRecord[E]
		broken := false
		for dec.More() {
			var u result.UnitRecord[E]
			if dec.Decode(&u) != nil {
				broken = true
				break
			}
			last = &u
		}
		if !broken {
			if t, err := dec.Token(); err == nil && t == json.Delim(']') {
				break // the units are whole: the damage is elsewhere
			}
		}
		if last == nil {
			return &FileError{Path: path, Unit: -1, Err: fmt.Errorf("cut short or damaged in its first unit: %v", cause)}
		}
		return &FileError{Path: path, Unit: last.Unit, Key: last.Key, Err: fmt.Errorf("cut short or damaged after this unit, the last one whole: %v", cause)}
	}
	return &FileError{Path: path, Unit: -1, Err: fmt.Errorf("cut short or damaged: %v", cause)}
}
