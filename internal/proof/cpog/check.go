package cpog

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/big"
	"math/bits"
	"strconv"
)

// Result is what Check found.
type Result struct {
	// Count is the number of models of the POG, and so of the formula.
	Count *big.Int
	// Nodes and Lemmas count the POG's nodes and the asserted clauses.
	Nodes, Lemmas int64
}

// CheckError is a proof that fails: the line and why.
type CheckError struct {
	Line int
	Msg  string
}

// Error says where the proof fails and why.
func (e *CheckError) Error() string { return fmt.Sprintf("proof line %d: %s", e.Line, e.Msg) }

// Clause kinds.
const (
	kindInput = iota
	kindDef
	kindLemma
)

// cnode is a POG node: the variables it depends on and the input clauses
// it implies (bit sets), its count over its variables.
type cnode struct {
	sum     bool
	deps    []uint64
	implies []uint64
	count   *big.Int
	size    int // variables it depends on
}

// checker holds the state of one Check.
type checker struct {
	f      *Formula
	lits   []int32  // the clauses' literals, one after the other
	start  []uint32 // clause id i: lits[start[i-1]:start[i]]
	kind   []uint8
	nodes  []cnode // node variable Vars+1+i
	words  int     // words of a bit set of the variables
	cwords int     // words of a bit set of the input clauses
	litImp [][]uint64
	val    []int8
	stamp  []uint32
	gen    uint32
	root   int
	rooted bool // r was read
	proved bool // the root's unit clause (or the empty clause) is asserted
	lemmas int64
	line   int
}

// Check checks a proof in the dialect Write writes (the commands a, p, s
// and r; the IDs of clauses consecutive from the formula's last; the
// nodes numbered from Vars+1 in order) against formula f, and returns
// the number of models it proves f has.
func Check(f *Formula, proof io.Reader) (Result, error) {
	ck := &checker{f: f, words: (f.Vars + 64) / 64, cwords: (len(f.Clauses) + 63) / 64}
	ck.start = append(ck.start, 0)
	ck.litImp = make([][]uint64, 2*f.Vars+2)
	for i, c := range f.Clauses {
		for _, l := range c {
			if l == 0 || abs(l) > f.Vars {
				return Result{}, fmt.Errorf("cpog: formula clause %d has the literal %d, outside 1..%d", i+1, l, f.Vars)
			}
			s := ck.litImp[idx(l)]
			if s == nil {
				s = make([]uint64, ck.cwords)
				ck.litImp[idx(l)] = s
			}
			s[i/64] |= 1 << (i % 64)
		}
		ck.add(c, kindInput)
	}
	ck.val = make([]int8, f.Vars+1)
	ck.stamp = make([]uint32, f.Vars+1)
	br := bufio.NewReaderSize(proof, 1<<16)
	for {
		line, err := br.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			return Result{}, &CheckError{ck.line + 1, "a line longer than 64 KiB"}
		}
		if len(line) > 0 {
			ck.line++
			if cerr := ck.command(line); cerr != nil {
				return Result{}, &CheckError{ck.line, cerr.Error()}
			}
		}
		if errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return Result{}, err
		}
	}
	return ck.finish()
}

// add stores clause c.
func (ck *checker) add(c []int, kind uint8) {
	for _, l := range c {
		ck.lits = append(ck.lits, int32(l))
	}
	ck.start = append(ck.start, uint32(len(ck.lits)))
	ck.kind = append(ck.kind, kind)
}

func (ck *checker) clause(id int) []int32 { return ck.lits[ck.start[id-1]:ck.start[id]] }

func (ck *checker) next() int { return len(ck.kind) + 1 }

// command checks one line.
func (ck *checker) command(line []byte) error {
	fs := bytes.Fields(line)
	if len(fs) == 0 || fs[0][0] == 'c' {
		return nil
	}
	if string(fs[0]) == "r" {
		if len(fs) != 2 || ck.rooted {
			return errors.New("r takes one literal, once")
		}
		v, err := strconv.Atoi(string(fs[1]))
		if err != nil || (v != 0 && (v <= ck.f.Vars || v > ck.f.Vars+len(ck.nodes))) {
			return fmt.Errorf("r %s: not 0 nor a node", fs[1])
		}
		ck.root, ck.rooted = v, true
		return nil
	}
	if len(fs) < 3 {
		return errors.New("not a command")
	}
	nums := make([]int, 0, len(fs))
	for _, f := range fs[2:] {
		x, err := strconv.Atoi(string(f))
		if err != nil {
			return fmt.Errorf("%q is not a number", f)
		}
		nums = append(nums, x)
	}
	id, err := strconv.Atoi(string(fs[0]))
	if err != nil || id != ck.next() {
		return fmt.Errorf("clause ID %s: the next is %d", fs[0], ck.next())
	}
	if ck.proved {
		return errors.New("a command after the root's clause")
	}
	switch string(fs[1]) {
	case "a":
		return ck.assert(nums)
	case "p":
		return ck.product(nums)
	case "s":
		return ck.sumNode(nums)
	}
	return fmt.Errorf("unknown command %q", fs[1])
}

// split returns the literals up to the first 0 and the rest.
func split(nums []int) ([]int, []int, bool) {
	for i, x := range nums {
		if x == 0 {
			return nums[:i], nums[i+1:], true
		}
	}
	return nil, nil, false
}

func (ck *checker) checkLit(l int) error {
	if l == 0 || abs(l) > ck.f.Vars+len(ck.nodes) {
		return fmt.Errorf("literal %d: no such variable or node", l)
	}
	return nil
}

// assert checks a lemma by its hints.
func (ck *checker) assert(nums []int) error {
	cl, rest, ok := split(nums)
	hints, tail, ok2 := split(rest)
	if !ok || !ok2 || len(tail) != 0 {
		return errors.New("a clause is: ID a literals 0 hints 0")
	}
	ck.begin()
	for _, l := range cl {
		if err := ck.checkLit(l); err != nil {
			return err
		}
		ck.set(-l)
	}
	if err := ck.rup(hints, false); err != nil {
		return err
	}
	ck.add(cl, kindLemma)
	ck.lemmas++
	if (len(cl) == 0 && ck.rooted && ck.root == 0) || (len(cl) == 1 && ck.rooted && cl[0] == ck.root && ck.root != 0) {
		ck.proved = true
	}
	return nil
}

// rup runs the hints: each must be unit, the last a conflict.
func (ck *checker) rup(hints []int, defsOnly bool) error {
	for i, h := range hints {
		if h < 1 || h >= ck.next() {
			return fmt.Errorf("hint %d: no such clause", h)
		}
		if defsOnly && ck.kind[h-1] != kindDef {
			return fmt.Errorf("hint %d: not a defining clause", h)
		}
		unit, free := 0, 0
		for _, l := range ck.clause(h) {
			switch ck.value(int(l)) {
			case 1:
				return fmt.Errorf("hint %d is satisfied, not unit", h)
			case 0:
				free++
				unit = int(l)
			}
		}
		switch {
		case free == 0 && i == len(hints)-1:
			return nil
		case free == 0:
			return fmt.Errorf("hint %d: a conflict before the last hint", h)
		case free > 1:
			return fmt.Errorf("hint %d is not unit", h)
		}
		ck.set(unit)
	}
	return errors.New("the hints end without a conflict")
}

func (ck *checker) begin() {
	ck.gen++
	if need := ck.f.Vars + len(ck.nodes) + 1; len(ck.val) < need {
		ck.val = append(ck.val, make([]int8, need-len(ck.val))...)
		ck.stamp = append(ck.stamp, make([]uint32, need-len(ck.stamp))...)
	}
}

func (ck *checker) value(l int) int8 {
	v := abs(l)
	if ck.stamp[v] != ck.gen {
		return 0
	}
	if l < 0 {
		return -ck.val[v]
	}
	return ck.val[v]
}

func (ck *checker) set(l int) {
	v := abs(l)
	ck.stamp[v] = ck.gen
	ck.val[v] = 1
	if l < 0 {
		ck.val[v] = -1
	}
}

// newNode checks the node variable and reads the children.
func (ck *checker) newNode(v int, kids []int) (*cnode, error) {
	if v != ck.f.Vars+len(ck.nodes)+1 {
		return nil, fmt.Errorf("node %d: the next is %d", v, ck.f.Vars+len(ck.nodes)+1)
	}
	nd := cnode{deps: make([]uint64, ck.words), count: big.NewInt(1)}
	for _, l := range kids {
		if err := ck.checkLit(l); err != nil {
			return nil, err
		}
		if abs(l) > ck.f.Vars && l < 0 {
			return nil, fmt.Errorf("child %d: a negated node", l)
		}
	}
	return &nd, nil
}

// depsOf returns the variables of a child, its count and the clauses it
// implies.
func (ck *checker) depsOf(l int) ([]uint64, *big.Int, []uint64, int) {
	if v := abs(l); v > ck.f.Vars {
		k := &ck.nodes[v-ck.f.Vars-1]
		return k.deps, k.count, k.implies, k.size
	}
	d := make([]uint64, ck.words)
	d[abs(l)/64] |= 1 << (abs(l) % 64)
	imp := ck.litImp[idx(l)]
	if imp == nil {
		imp = make([]uint64, ck.cwords)
	}
	return d, big.NewInt(1), imp, 1
}

// product checks and adds a product node.
func (ck *checker) product(nums []int) error {
	if len(nums) < 1 {
		return errors.New("a product is: ID p node children 0")
	}
	kids, tail, ok := split(nums[1:])
	if !ok || len(tail) != 0 {
		return errors.New("a product is: ID p node children 0")
	}
	nd, err := ck.newNode(nums[0], kids)
	if err != nil {
		return err
	}
	nd.implies = make([]uint64, ck.cwords)
	for _, l := range kids {
		d, c, imp, size := ck.depsOf(l)
		for i := range d {
			if nd.deps[i]&d[i] != 0 {
				return fmt.Errorf("product %d: child %d shares a variable with another child", nums[0], l)
			}
			nd.deps[i] |= d[i]
		}
		for i := range imp {
			nd.implies[i] |= imp[i]
		}
		nd.count.Mul(nd.count, c)
		nd.size += size
	}
	v := nums[0]
	cl := append([]int{v}, make([]int, 0, len(kids))...)
	for _, l := range kids {
		cl = append(cl, -l)
	}
	ck.add(cl, kindDef)
	for _, l := range kids {
		ck.add([]int{-v, l}, kindDef)
	}
	ck.nodes = append(ck.nodes, *nd)
	return nil
}

// sumNode checks and adds a sum node: its children exclusive by the
// defining clauses given as hints.
func (ck *checker) sumNode(nums []int) error {
	if len(nums) < 3 {
		return errors.New("a sum is: ID s node child child hints 0")
	}
	hints, tail, ok := split(nums[3:])
	if !ok || len(tail) != 0 {
		return errors.New("a sum is: ID s node child child hints 0")
	}
	v, a, b := nums[0], nums[1], nums[2]
	nd, err := ck.newNode(v, []int{a, b})
	if err != nil {
		return err
	}
	ck.begin()
	ck.set(a)
	ck.set(b)
	if err := ck.rup(hints, true); err != nil {
		return fmt.Errorf("sum %d: children %d and %d not shown exclusive: %v", v, a, b, err)
	}
	nd.sum = true
	da, ca, ia, sa := ck.depsOf(a)
	db, cb, ib, sb := ck.depsOf(b)
	nd.implies = make([]uint64, ck.cwords)
	for i := range da {
		nd.deps[i] = da[i] | db[i]
	}
	for i := range ia {
		nd.implies[i] = ia[i] & ib[i]
	}
	for _, w := range nd.deps {
		nd.size += bits.OnesCount64(w)
	}
	x := new(big.Int).Lsh(ca, uint(nd.size-sa))
	nd.count = x.Add(x, new(big.Int).Lsh(cb, uint(nd.size-sb)))
	ck.add([]int{-v, a, b}, kindDef)
	ck.add([]int{v, -a}, kindDef)
	ck.add([]int{v, -b}, kindDef)
	ck.nodes = append(ck.nodes, *nd)
	return nil
}

// finish checks the end: the root's clause asserted, every input clause
// implied by the root; it returns the count.
func (ck *checker) finish() (Result, error) {
	res := Result{Nodes: int64(len(ck.nodes)), Lemmas: ck.lemmas}
	if !ck.rooted || !ck.proved {
		return res, &CheckError{ck.line, "the proof ends without r and the root's unit clause (or r 0 and the empty clause)"}
	}
	if ck.root == 0 {
		res.Count = new(big.Int)
		return res, nil
	}
	nd := &ck.nodes[ck.root-ck.f.Vars-1]
	for i, c := range ck.f.Clauses {
		if nd.implies[i/64]&(1<<(i%64)) == 0 && !tautology(c) {
			return res, &CheckError{ck.line, fmt.Sprintf("the POG does not imply input clause %d %v: some path does not satisfy it", i+1, c)}
		}
	}
	res.Count = new(big.Int).Lsh(nd.count, uint(ck.f.Vars-nd.size))
	return res, nil
}

func tautology(c []int) bool {
	for i, a := range c {
		for _, b := range c[i+1:] {
			if a == -b {
				return true
			}
		}
	}
	return false
}
