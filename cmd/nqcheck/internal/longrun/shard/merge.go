package shard

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/nqcheck/nqcheck/internal/base/text"
	"github.com/nqcheck/nqcheck/result"
)

// Input is one result file to merge and the name it was read from.
type Input[E any] struct {
	// Path is the name the file was read from, for messages.
	Path string
	// File is the file, as Read returns it.
	File *File[E]
}

// Conflict is a unit present in two files with different evidence.
type Conflict struct {
	// Unit and Key name the unit.
	Unit int
	Key  string
	// Paths are the two files; Evidence their evidence, as JSON.
	Paths    [2]string
	Evidence [2]string
}

// String names the unit and both files with their evidence.
func (c Conflict) String() string {
	return fmt.Sprintf("unit %d (key %q): %s has %s, %s has %s", c.Unit, c.Key, c.Paths[0], c.Evidence[0], c.Paths[1], c.Evidence[1])
}

// PlanError reports a result file of another plan than the merge's: it
// is result.PlanError, the one error of a plan mismatch.
type PlanError = result.PlanError

// Merged is the outcome of Merge.
type Merged[E any] struct {
	// Plan is the plan merged.
	Plan result.PlanID
	// Evidence[i] is unit i's evidence (from the first file that holds
	// it), when Present[i].
	Evidence []E
	// Present[i] tells whether a file holds unit i.
	Present []bool
	// Paths[i] lists the files that hold unit i.
	Paths [][]string
	// Conflicts lists, for each unit whose files disagree, the first
	// disagreement, by unit.
	Conflicts []Conflict
	// Duplicates are the files left out of the merge: each is a file
	// merged already (another name or a link to it) or holds the same
	// bytes as one (a copy), so it is the same evidence, no confirmation.
	Duplicates []Duplicate
	// Seconds is the sum of the files' seconds.
	Seconds float64
	// Status sums the merge up.
	Status result.MergeStatus
}

// Duplicate is a result file left out of a merge: one piece of evidence
// with a file merged before it.
type Duplicate struct {
	// Path is the file left out; Of the file it duplicates.
	Path, Of string
	// SameFile reports that both names are one file (a link), not two
	// files with the same content (a copy).
	SameFile bool
}

// String says which file duplicates which, and how.
func (d Duplicate) String() string {
	how := "holds the same bytes as"
	if d.SameFile {
		how = "is the same file as"
	}
	return fmt.Sprintf("%s %s %s: one piece of evidence, not a second one; it is left out and confirms nothing", d.Path, how, d.Of)
}

// FirstMissing returns the first missing unit, or −1.
func (m *Merged[E]) FirstMissing() int {
	for i, ok := range m.Present {
		if !ok {
			return i
		}
	}
	return -1
}

// Merge merges result files of the plan whose units have keys: it checks
// that every file is of that plan and each record's key is its unit's, and
// compares the evidence of units present more than once. It returns a
// *PlanError for a file of another plan and a *FileError for a record
// whose key is not the plan's; missing units and conflicts are reported in
// the Merged value, not as errors.
func Merge[E any](plan result.PlanID, keys []string, in []Input[E]) (*Merged[E], error) {
	if len(keys) != plan.Units {
		return nil, fmt.Errorf("shard: %d keys for a plan of %d units", len(keys), plan.Units)
	}
	m := &Merged[E]{
		Plan:     plan,
		Evidence: make([]E, plan.Units),
		Present:  make([]bool, plan.Units),
		Paths:    make([][]string, plan.Units),
	}
	enc := make([][]byte, plan.Units) // each present unit's evidence as JSON
	conflict := map[int]bool{}
	for _, f := range in {
		if f.File.Plan != plan {
			return nil, &PlanError{Path: f.Path, Have: f.File.Plan, Want: plan}
		}
		m.Seconds += f.File.Seconds
		for _, u := range f.File.Units {
			if u.Unit < 0 || u.Unit >= plan.Units || u.Key != keys[u.Unit] {
				return nil, &FileError{Path: f.Path, Unit: u.Unit, Key: u.Key, Err: fmt.Errorf("the plan's unit %d has another key", u.Unit)}
			}
			b, err := json.Marshal(u.Evidence)
			if err != nil {
				return nil, &FileError{Path: f.Path, Unit: u.Unit, Key: u.Key, Err: err}
			}
			i := u.Unit
			if !m.Present[i] {
				m.Present[i], m.Evidence[i], enc[i] = true, u.Evidence, b
			} else if !bytes.Equal(enc[i], b) && !conflict[i] {
				conflict[i] = true
				m.Conflicts = append(m.Conflicts, Conflict{Unit: i, Key: u.Key,
					Paths: [2]string{m.Paths[i][0], f.Path}, Evidence: [2]string{string(enc[i]), string(b)}})
			}
			m.Paths[i] = append(m.Paths[i], f.Path)
		}
	}
	sort.Slice(m.Conflicts, func(a, b int) bool { return m.Conflicts[a].Unit < m.Conflicts[b].Unit })
	m.Status = mergeStatus(plan, in, m.Present, m.Paths, conflict)
	if m.Status.Missing > 0 {
		m.Status.Rerun = rerunShards(in, m.Present)
	}
	return m, nil
}

// mergeStatus counts the units of a merge of the files in: missing, done,
// confirmed by more than one file, and conflicting. Rerun is left empty.
func mergeStatus[E any](plan result.PlanID, in []Input[E], present []bool, paths [][]string, conflict map[int]bool) result.MergeStatus {
	st := result.MergeStatus{Plan: plan, Files: len(in), Rerun: []string{}}
	for i, ok := range present {
		switch {
		case !ok:
			st.Missing++
		case conflict[i]:
			st.Done++
			st.Conflicting++
		case len(paths[i]) > 1:
			st.Done++
			st.Confirmed++
		default:
			st.Done++
		}
	}
	return st
}

// rerunShards names the shards that hold the units missing from present,
// in the shard count most files of in used (the smallest one on a tie):
// shard I of K holds unit i when i mod K = I.
func rerunShards[E any](in []Input[E], present []bool) []string {
	shardCounts := map[int]bool{}
	for _, f := range in {
		shardCounts[f.File.Shard.Of] = true
	}
	ks := make([]int, 0, len(shardCounts))
	for k := range shardCounts {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	if len(ks) == 0 {
		ks = []int{1}
	}
	k := ks[0]
	best := 0
	for _, kk := range ks {
		c := 0
		for _, f := range in {
			if f.File.Shard.Of == kk {
				c++
			}
		}
		if c > best {
			k, best = kk, c
		}
	}
	need := map[int]bool{}
	for i, ok := range present {
		if !ok {
			need[i%k] = true
		}
	}
	rerun := []string{}
	for s := 0; s < k; s++ {
		if need[s] {
			rerun = append(rerun, Spec{Index: s, Of: k}.String())
		}
	}
	return rerun
}

// MergeFiles reads the result files at paths, all of plan id whose units
// have keys, and merges them. It also returns how many of the files come
// from a stopped run. The first file, paths[0], names the plan in the
// errors: a file of another plan, a file that cannot be read and a plan
// that does not fit are errors, conflicts are not. A file that is one
// merged before it, under another name or through a link, or a
// byte-for-byte copy of one, is left out (Merged.Duplicates): it is the
// same evidence, and confirms nothing.
func MergeFiles[E any](paths []string, id result.PlanID, keys []string) (m *Merged[E], incomplete int, err error) {
	var (
		in    []Input[E]
		infos []os.FileInfo // in's, to tell a link to a file merged already
		dups  []Duplicate
	)
	for _, p := range paths {
		f, err := Read[E](p)
		if err != nil {
			if have, perr := ReadPlan(p); perr == nil && have != id {
				return nil, 0, fmt.Errorf("%s: the file holds units of %v, not of %v (the plan of %s)", p, have, id, paths[0])
			}
			return nil, 0, err
		}
		fi, err := os.Stat(p)
		if err != nil {
			return nil, 0, err
		}
		if d, ok := duplicate(p, fi, f.SHA256, in, infos); ok {
			dups = append(dups, d)
			continue
		}
		if !f.Complete {
			incomplete++
		}
		in, infos = append(in, Input[E]{Path: p, File: f}), append(infos, fi)
	}
	m, err = Merge(id, keys, in)
	var pe *PlanError
	if errors.As(err, &pe) {
		return nil, 0, fmt.Errorf("%w (the plan of %s)", err, paths[0])
	}
	if err != nil {
		return nil, 0, err
	}
	m.Duplicates = dups
	return m, incomplete, nil
}

// duplicate reports whether the file at path (fi, its content's digest
// sum) is one of in (infos, theirs): the same file (os.SameFile: its
// device and inode), or a file whose digest, which covers every byte
// but its own, is the same.
func duplicate[E any](path string, fi os.FileInfo, sum string, in []Input[E], infos []os.FileInfo) (Duplicate, bool) {
	for i, f := range in {
		if same := os.SameFile(fi, infos[i]); same || f.File.SHA256 == sum {
			return Duplicate{Path: path, Of: f.Path, SameFile: same}, true
		}
	}
	return Duplicate{}, false
}

// Paths expands the arguments of a merge: a directory stands for the *.json
// files in it, sorted. A name given twice is an error, so that a shard is
// not confirmed by itself (MergeFiles leaves out another name of a file,
// or a copy).
func Paths(args []string) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			return nil, err
		}
		names := []string{a}
		if st.IsDir() {
			names, err = filepath.Glob(filepath.Join(a, "*.json"))
			if err != nil {
				return nil, err
			}
			if len(names) == 0 {
				return nil, fmt.Errorf("%s: no *.json result file in the directory", a)
			}
			sort.Strings(names)
		}
		for _, n := range names {
			abs, err := filepath.Abs(n)
			if err != nil {
				return nil, err
			}
			if seen[abs] {
				return nil, fmt.Errorf("%s is given twice", n)
			}
			seen[abs] = true
			out = append(out, n)
		}
	}
	return out, nil
}

// BadUnit is a unit whose evidence the plan can never give.
type BadUnit struct {
	// Unit is the unit's index.
	Unit int
	// Paths are the files that hold it.
	Paths []string
	// Err says why the evidence does not fit.
	Err error
}

// String names the files and the reason.
func (b BadUnit) String() string { return fmt.Sprintf("%s: %v", strings.Join(b.Paths, ", "), b.Err) }

// CheckUnits calls check on the evidence of each present unit and
// returns the units it refuses, by unit. When drop is true, those units
// are no longer Present.
func (m *Merged[E]) CheckUnits(check func(i int, e E) error, drop bool) []BadUnit {
	var bad []BadUnit
	for i, ok := range m.Present {
		if !ok {
			continue
		}
		if err := check(i, m.Evidence[i]); err != nil {
			bad = append(bad, BadUnit{Unit: i, Paths: m.Paths[i], Err: err})
			if drop {
				m.Present[i] = false
			}
		}
	}
	return bad
}

// CommonPlan returns the plan the result files at paths hold units of.
// When they name different plans, the plan most of them name (the first
// file's on a tie) is the merge's, and the error names every file of
// another plan, the strays, rather than a good file. A file whose plan
// cannot be read is its own error.
func CommonPlan(paths []string) (result.PlanID, error) {
	plans := make([]result.PlanID, len(paths))
	count := map[result.PlanID]int{}
	for i, p := range paths {
		id, err := ReadPlan(p)
		if err != nil {
			return result.PlanID{}, err
		}
		plans[i] = id
		count[id]++
	}
	best := plans[0]
	for _, id := range plans {
		if count[id] > count[best] {
			best = id
		}
	}
	var strays []string
	for i, id := range plans {
		if id != best {
			strays = append(strays, fmt.Sprintf("%s holds units of %v", paths[i], id))
		}
	}
	if len(strays) > 0 {
		them := "them"
		if len(strays) == 1 {
			them = "it"
		}
		return best, fmt.Errorf("%s: %s, not of %v, the plan of %d of the %d files; leave %s out",
			text.Plural(len(strays), "stray file"), strings.Join(strays, "; "), best, count[best], len(paths), them)
	}
	return best, nil
}
