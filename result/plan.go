package result

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"strconv"
)

// PlanID names a plan: a fixed list of units of work for one command and
// board size. Results of two runs may be compared or merged only when
// their PlanIDs are equal; Fingerprint covers every other field and the
// units' keys, so two plans with the same fingerprint do the same work.
type PlanID struct {
	// Command is the command whose work the plan splits ("count",
	// "verify").
	Command string `json:"command"`
	// N is the board size.
	N int `json:"n"`
	// Method names the method that counts or checks a unit ("bitmask").
	Method string `json:"method"`
	// Version is the method's version.
	Version int `json:"version"`
	// Units is the number of units.
	Units int `json:"units"`
	// Fingerprint is the SHA-256, in hexadecimal, of the fields above and
	// the units' keys in plan order.
	Fingerprint string `json:"fingerprint"`
}

// NewPlanID returns the PlanID of the plan of command for board size n
// by method (at version) whose units have the given keys, in order.
func NewPlanID(command string, n int, method string, version int, keys []string) PlanID {
	h := sha256.New()
	fmt.Fprintf(h, "nqcheck plan\ncommand %q\nn %d\nmethod %q\nversion %d\nunits %d\n", command, n, method, version, len(keys))
	var line []byte
	for _, k := range keys {
		// What fmt's %q writes, without fmt: a plan of a million units
		// is summed in a fraction of a second.
		line = append(strconv.AppendQuote(line[:0], k), '\n')
		h.Write(line)
	}
	return PlanID{Command: command, N: n, Method: method, Version: version, Units: len(keys),
		Fingerprint: hex.EncodeToString(h.Sum(nil))}
}

// String names the plan for a person: "count -n 18 (method bitmask v1,
// 6198 units, plan 1f3a9c0e)".
func (p PlanID) String() string {
	fp := p.Fingerprint
	if len(fp) > 8 {
		fp = fp[:8]
	}
	return fmt.Sprintf("%s -n %d (method %s v%d, %d units, plan %s)", p.Command, p.N, p.Method, p.Version, p.Units, fp)
}

// UnitRecord is one finished unit of a plan and what it found: the record
// of journals and shard files. E is the evidence type of the plan's
// command: the unit's count for count, the witnesses' cube evidence for
// verify.
type UnitRecord[E any] struct {
	// Unit is the unit's index in the plan.
	Unit int `json:"unit"`
	// Key is the unit's key, which the plan's fingerprint covers.
	Key string `json:"key"`
	// Evidence is what the unit found.
	Evidence E `json:"evidence"`
	// CRC is the CRC-32C (Castagnoli) of the record's JSON encoding with
	// CRC empty, as 8 hexadecimal digits; Seal sets it, Check checks it.
	CRC string `json:"crc32c"`
}

// castagnoli is the CRC-32C table.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// Checksum returns the CRC-32C, as 8 hexadecimal digits, of the JSON
// encoding of v. Records and journal headers are summed with their own
// checksum field empty.
func Checksum(v any) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%08x", crc32.Checksum(b, castagnoli)), nil
}

// sum returns r's checksum.
func (r UnitRecord[E]) sum() (string, error) {
	r.CRC = ""
	return Checksum(r)
}

// Seal sets r's CRC.
func (r *UnitRecord[E]) Seal() error {
	s, err := r.sum()
	if err != nil {
		return err
	}
	r.CRC = s
	return nil
}

// Check reports an error when r's CRC is not the checksum of its content:
// the record was changed or damaged after it was written.
func (r UnitRecord[E]) Check() error {
	s, err := r.sum()
	if err != nil {
		return err
	}
	if s != r.CRC {
		return fmt.Errorf("unit %d (key %s): checksum %s, but its content sums to %s: the record was changed or damaged after it was written",
			r.Unit, strconv.Quote(r.Key), strconv.Quote(r.CRC), s)
	}
	return nil
}

// PlanError reports a file that holds the units of another plan than the
// one asked for: a checkpoint journal or a result file. It is the one
// error of a plan mismatch, whichever file holds it.
type PlanError struct {
	// Path is the file.
	Path string
	// Have is the file's plan, Want the one asked for.
	Have, Want PlanID
	// Journal reports that the file is a checkpoint journal, not a result
	// file.
	Journal bool
}

// Error names the file and both plans; a journal's says how to go on.
func (e *PlanError) Error() string {
	if e.Journal {
		return fmt.Sprintf("journal %s holds the plan of %v, not of %v: give another checkpoint directory, or remove the journal to start again",
			e.Path, e.Have, e.Want)
	}
	return fmt.Sprintf("%s: the file holds units of %v, not of %v", e.Path, e.Have, e.Want)
}
