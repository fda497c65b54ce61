package verify

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/base/bound"
	"github.com/nqcheck/nqcheck/internal/base/text"
)

// A manifest is read as JSON of its content, in whatever form a JSON tool
// wrote it (whitespace, the order of the keys): verify's digests cover
// the files it names, and the manifest's every field is checked against
// them and the plan. What is read is exactly a Manifest: every key by
// its exact name, once, none other, each value of its field's type,
// nothing after the object.

// MaxManifest bounds the bytes of a manifest file, whitespace included;
// without its whitespace, a manifest is bounded by its plan
// (manifestBound).
const MaxManifest = 1 << 30

// maxToken bounds a string or a number of a manifest, in bytes as
// written: the longest of verify's is a digest, 64 hex digits.
const maxToken = 256

// manifestError is a *BundleInputError about the manifest.
func manifestError(format string, args ...any) error {
	return &BundleInputError{Err: fmt.Errorf(ManifestName+": "+format, args...)}
}

// readManifest reads the manifest of the bundle in dir, twice: once to
// find the board size and the rows, which bound the rest (the plan's
// cubes, at most MaxBundleCubes, each with the longest entry), then
// within that bound. Anything that is not a manifest of this version,
// a field out of its range included (validate), is a *BundleInputError.
func readManifest(ctx context.Context, dir string) (Manifest, error) {
	var man Manifest
	ns, rs, err := scanManifest(ctx, dir, 0, nil)
	if err != nil {
		return man, err
	}
	n, nerr := strconv.Atoi(ns)
	rows, rerr := strconv.Atoi(rs)
	if nerr != nil || rerr != nil || n < 1 || n > board.MaxN || rows < 0 || rows > n {
		return man, manifestError("n = %s, %s rows: not a bundle of this version (n is 1 to %d, the rows 0 to n)", ns, rs, board.MaxN)
	}
	cubes, err := countCubes(ctx, filepath.Join(dir, ManifestName), n, rows)
	if err != nil {
		return man, err
	}
	limit := manifestBound(n, rows, cubes)
	var data bytes.Buffer
	ns2, rs2, err := scanManifest(ctx, dir, limit, &data)
	var be *bound.Error
	if errors.As(err, &be) && be.MaxTotal == limit {
		return man, &BundleInputError{Err: fmt.Errorf("%s: more than %d bytes besides whitespace: the manifest of n = %d, %d rows (%d %s) takes at most that",
			filepath.Join(dir, ManifestName), limit, n, rows, cubes, text.Plural(cubes, "cube"))}
	}
	if err != nil {
		return man, err
	}
	if ns2 != ns || rs2 != rs {
		return man, manifestError("it changed while it was read")
	}
	if err := json.Unmarshal(data.Bytes(), &man); err != nil {
		return man, manifestError("%v", err)
	}
	return man, man.validate()
}

// scanManifest reads the manifest of the bundle in dir through
// compactReader, with at most limit bytes besides whitespace (0: no
// limit), checks that it is one object of exactly the fields of a
// Manifest (walkJSON), and returns its n and cube_rows as written. The
// bytes read, without their whitespace, go to keep when it is not nil.
func scanManifest(ctx context.Context, dir string, limit int64, keep *bytes.Buffer) (n, rows string, err error) {
	f, err := openBundleFile(dir, ManifestName)
	if err != nil {
		return "", "", err
	}
	defer f.Close()
	var in io.Reader = &compactReader{r: bound.NewReader(ctxReader{ctx, f}, 0, MaxManifest), max: limit}
	if keep != nil {
		in = io.TeeReader(in, keep)
	}
	dec := json.NewDecoder(in)
	dec.UseNumber()
	err = walkJSON(dec, reflect.TypeFor[Manifest](), "", func(path string, v json.Number) {
		switch path {
		case "n":
			n = string(v)
		case "cube_rows":
			rows = string(v)
		}
	})
	if err == nil {
		if _, terr := dec.Token(); !errors.Is(terr, io.EOF) {
			err = manifestError("something after the manifest's object")
		}
	}
	if cerr := ctx.Err(); err != nil && cerr != nil {
		return "", "", cerr
	}
	var be *bound.Error
	if errors.As(err, &be) && be.MaxTotal == MaxManifest {
		return "", "", overCap(err, filepath.Join(dir, ManifestName), "a manifest is at most that")
	}
	return n, rows, err
}

// walkJSON reads from dec one value of type t, a struct (as a JSON
// object of exactly its fields, by their JSON names, each once), a slice
// (an array, or null), a string or an integer (digits, a minus sign
// before them or not); path names it, and each integer goes to num with
// its path ("n", "cubes[3].solutions").
func walkJSON(dec *json.Decoder, t reflect.Type, path string, num func(path string, v json.Number)) error {
	tok, err := dec.Token()
	if err != nil {
		return jsonAt(path, err)
	}
	switch t.Kind() {
	case reflect.Struct:
		if tok != json.Delim('{') {
			return manifestError("%s is %s, not an object", pathName(path), tokenKind(tok))
		}
		fields := jsonFields(t)
		seen := map[string]bool{}
		for dec.More() {
			key, err := dec.Token()
			if err != nil {
				return jsonAt(path, err)
			}
			name, _ := key.(string)
			if _, ok := fields[name]; !ok {
				return manifestError("%s holds the key %q: a manifest has no such field", pathName(path), name)
			}
			if seen[name] {
				return manifestError("%s holds the key %q twice", pathName(path), name)
			}
			seen[name] = true
			sub := name
			if path != "" {
				sub = path + "." + name
			}
			if err := walkJSON(dec, fields[name], sub, num); err != nil {
				return err
			}
		}
		for name := range fields {
			if !seen[name] {
				return manifestError("%s lacks the key %q", pathName(path), name)
			}
		}
	case reflect.Slice:
		if tok == nil {
			return nil
		}
		if tok != json.Delim('[') {
			return manifestError("%s is %s, not an array", pathName(path), tokenKind(tok))
		}
		for i := 0; dec.More(); i++ {
			if err := walkJSON(dec, t.Elem(), fmt.Sprintf("%s[%d]", path, i), num); err != nil {
				return err
			}
		}
	case reflect.String:
		if _, ok := tok.(string); !ok {
			return manifestError("%s is %s, not a string", pathName(path), tokenKind(tok))
		}
		return nil
	default:
		v, ok := tok.(json.Number)
		if !ok || !isInteger(string(v)) {
			return manifestError("%s is %s, not an integer", pathName(path), tokenKind(tok))
		}
		num(path, v)
		return nil
	}
	_, err = dec.Token() // the closing delimiter
	return jsonAt(path, err)
}

// isInteger reports whether a JSON number is an integer as written:
// digits, after a minus sign or not.
func isInteger(s string) bool {
	s = strings.TrimPrefix(s, "-")
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// jsonAt names where in the manifest a JSON error was met.
func jsonAt(path string, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, io.EOF) {
		err = io.ErrUnexpectedEOF
	}
	var be *bound.Error
	var bad *BundleInputError
	if errors.As(err, &be) || errors.As(err, &bad) {
		return err
	}
	return manifestError("not the JSON of a manifest: at %s: %v", pathName(path), err)
}

// pathName names a place in a manifest for a message.
func pathName(path string) string {
	if path == "" {
		return "the manifest"
	}
	return path
}

// tokenKind says what a JSON token is, for a message.
func tokenKind(tok json.Token) string {
	switch v := tok.(type) {
	case nil:
		return "null"
	case json.Delim:
		if v == '{' {
			return "an object"
		}
		return "an array"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case json.Number:
		return "the number " + string(v)
	}
	return fmt.Sprintf("%v", tok)
}

// jsonFields returns the fields of struct type t by their JSON names,
// with those of an embedded struct, as encoding/json reads them.
func jsonFields(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.Anonymous && name == "" {
			for k, v := range jsonFields(f.Type) {
				out[k] = v
			}
			continue
		}
		out[name] = f.Type
	}
	return out
}

// compactReader reads a JSON text less its whitespace outside strings
// (one space is kept after a number or a literal, so that no two tokens
// join), within caps: a string or a number at most maxToken bytes, and
// at most max bytes passed on (0: no cap), past which it returns a
// *bound.Error of MaxTotal max.
type compactReader struct {
	r          io.Reader
	max, kept  int64
	buf        []byte
	inStr, esc bool
	lit        bool // the last byte passed on ends a number or a literal
	tok        int
	err        error
}

// Read passes on the bytes of the text that are not whitespace.
func (c *compactReader) Read(p []byte) (int, error) {
	for c.err == nil {
		if cap(c.buf) < len(p) {
			c.buf = make([]byte, len(p))
		}
		k, err := c.r.Read(c.buf[:len(p)])
		out := c.filter(p, c.buf[:k])
		if err != nil && c.err == nil {
			c.err = err
		}
		if out > 0 || len(p) == 0 {
			return out, nil
		}
	}
	return 0, c.err
}

// filter copies the bytes of in that are kept into p and returns how
// many; a cap gone over sets c.err.
func (c *compactReader) filter(p, in []byte) int {
	out := 0
	for _, b := range in {
		keep := true
		switch {
		case c.inStr:
			c.tok++
			switch {
			case c.esc:
				c.esc = false
			case b == '\\':
				c.esc = true
			case b == '"':
				c.inStr = false
			}
		case b == ' ' || b == '\t' || b == '\n' || b == '\r':
			keep, b = c.lit, ' '
			c.lit, c.tok = false, 0
		case b == '"':
			c.inStr, c.lit, c.tok = true, false, 1
		case b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b == '-' || b == '+' || b == '.':
			c.lit = true
			c.tok++
		default:
			c.lit, c.tok = false, 0
		}
		if c.tok > maxToken {
			c.err = manifestError("a string or a number longer than %d bytes: no field of a manifest is", maxToken)
			return out
		}
		if !keep {
			continue
		}
		if c.kept++; c.max > 0 && c.kept > c.max {
			c.err = &bound.Error{MaxTotal: c.max}
			return out
		}
		p[out] = b
		out++
	}
	return out
}

// validate checks every field of a manifest read before it is used:
// the format, the board size and the rows, the counts (none negative),
// the file names (each one of the bundle's directory) and the digests
// (SHA-256 in lower-case hex).
func (m *Manifest) validate() error {
	if m.Format != BundleFormat {
		return manifestError("format %q: not a bundle of this version (%q)", m.Format, BundleFormat)
	}
	type file struct {
		path string
		f    BundleFile
		sols int
	}
	files := []file{{"cover", m.Cover, 0}, {"fix90", m.Fix90.BundleFile, m.Fix90.Solutions}, {"fix180", m.Fix180.BundleFile, m.Fix180.Solutions}}
	for i, c := range m.Cubes {
		files = append(files, file{fmt.Sprintf("cubes[%d]", i), BundleFile{CNF: c.CNF, CNFSHA256: c.CNFSHA256, Proof: c.Proof, ProofSHA256: c.ProofSHA256}, c.Solutions})
	}
	for _, x := range files {
		if x.sols < 0 {
			return manifestError("%s.solutions is %d: a count is never negative", x.path, x.sols)
		}
		for _, v := range []struct{ key, name, digest string }{{"cnf", x.f.CNF, x.f.CNFSHA256}, {"proof", x.f.Proof, x.f.ProofSHA256}} {
			if err := bundleFileName(v.name); err != nil {
				return manifestError("%s.%s: %v", x.path, v.key, err)
			}
			if !isDigest(v.digest) {
				return manifestError("%s.%s_sha256 is %q: not a SHA-256 digest in hex (64 digits, in lower case)", x.path, v.key, v.digest)
			}
		}
	}
	return nil
}

// isDigest reports whether s is a SHA-256 digest as verify writes it.
func isDigest(s string) bool {
	if len(s) != 64 {
		return false
	}
	for _, r := range s {
		if (r < '0' || r > '9') && (r < 'a' || r > 'f') {
			return false
		}
	}
	return true
}

// countCubes counts the cubes of the plan of n and rows that the
// manifest at path names, up to MaxBundleCubes; a plan of more is a
// *BundleInputError.
func countCubes(ctx context.Context, path string, n, rows int) (int, error) {
	count := 0
	var err error
	board.PrefixesWhile(n, rows, func(board.Solution) bool {
		count++
		if count%4096 == 0 {
			err = ctx.Err()
		}
		return err == nil && count <= MaxBundleCubes
	})
	if err != nil {
		return 0, err
	}
	if count > MaxBundleCubes {
		return 0, &BundleInputError{Err: fmt.Errorf("%s: the plan of n = %d, %d rows has more than %d cubes, more than check-certificate reads", path, n, rows, MaxBundleCubes)}
	}
	return count, nil
}

// manifestBound returns the size of the longest manifest of a plan of n,
// rows and cubes, in the form verify writes: every entry as long as the
// last cube's can be, with columns of two digits and a count of 19. The
// same manifest in any form, less its whitespace, is no longer.
func manifestBound(n, rows, cubes int) int64 {
	worst := BundleCube{Index: cubes - 1, Solutions: math.MaxInt64,
		CNF: fmt.Sprintf("cube-%05d.cnf", cubes-1), CNFSHA256: string(bytes.Repeat([]byte("f"), 64)),
		Proof: fmt.Sprintf("cube-%05d.drat", cubes-1), ProofSHA256: string(bytes.Repeat([]byte("f"), 64))}
	if rows > 0 {
		worst.Prefix = make([]int, rows)
		for i := range worst.Prefix {
			worst.Prefix[i] = 10
		}
	}
	digest := string(bytes.Repeat([]byte("f"), 64))
	sym := func(name string) BundleSym {
		return BundleSym{Solutions: math.MaxInt64, BundleFile: BundleFile{CNF: name + ".cnf", CNFSHA256: digest, Proof: name + ".drat", ProofSHA256: digest}}
	}
	size := func(k int) int64 {
		m := Manifest{Format: BundleFormat, N: n, CubeRows: rows, Total: math.MaxUint64, Classes: math.MaxUint64,
			Cover: sym("cover").BundleFile, Fix90: sym("fix90"), Fix180: sym("fix180"), Cubes: make([]BundleCube, k)}
		for i := range m.Cubes {
			m.Cubes[i] = worst
		}
		data, _ := encodeManifest(m)
		return int64(len(data))
	}
	one, two := size(1), size(2)
	if cubes < 1 {
		return size(0)
	}
	return one + int64(cubes-1)*(two-one)
}
