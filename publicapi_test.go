package nqcheck

import (
	"go/importer"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"sort"
	"strings"
	"testing"
)

// TestPublicSignatures fails when an exported identifier of a public
// package names a type of an internal package: in a function's
// parameters or results, a method's, an exported field's or an embedded
// one's, a type's definition. Such an identifier cannot be used from
// outside the module.
func TestPublicSignatures(t *testing.T) {
	paths := make([]string, len(public))
	for i, p := range public {
		paths[i] = module + p
	}
	args := append([]string{"list", "-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}"}, paths...)
	out, err := exec.Command("go", args...).Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	exports := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if path, file, ok := strings.Cut(line, "\t"); ok && file != "" {
			exports[path] = file
		}
	}
	imp := importer.ForCompiler(token.NewFileSet(), "gc", func(path string) (io.ReadCloser, error) {
		return os.Open(exports[path])
	})
	for _, path := range paths {
		pkg, err := imp.Import(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, bad := range internalInSignatures(pkg) {
			t.Errorf("%s.%s", strings.TrimPrefix(path, module), bad)
		}
	}
}

// TestInternalInSignatures checks the check on a package made here: each
// way an internal type can show in an exported identifier is found, and
// unexported identifiers are let be.
func TestInternalInSignatures(t *testing.T) {
	in := types.NewPackage(module+"internal/x", "x")
	hidden := types.NewNamed(types.NewTypeName(token.NoPos, in, "Hidden", nil), types.NewStruct(nil, nil), nil)
	pub := types.NewPackage(module+"p", "p")
	param := types.NewParam(token.NoPos, pub, "h", types.NewPointer(hidden))
	sig := types.NewSignatureType(nil, nil, nil, types.NewTuple(param), nil, false)
	pub.Scope().Insert(types.NewFunc(token.NoPos, pub, "Takes", sig))
	pub.Scope().Insert(types.NewFunc(token.NoPos, pub, "takes", sig))
	field := types.NewField(token.NoPos, pub, "Hidden", types.NewSlice(hidden), true)
	st := types.NewNamed(types.NewTypeName(token.NoPos, pub, "Holder", nil), types.NewStruct([]*types.Var{field}, nil), nil)
	pub.Scope().Insert(st.Obj())
	res := types.NewSignatureType(types.NewParam(token.NoPos, pub, "h", st), nil, nil, nil,
		types.NewTuple(types.NewParam(token.NoPos, pub, "", types.NewMap(types.Typ[types.String], hidden))), false)
	st.AddMethod(types.NewFunc(token.NoPos, pub, "Get", res))
	got := internalInSignatures(pub)
	want := []string{"Holder.Get: " + module + "internal/x.Hidden", "Holder.Hidden: " + module + "internal/x.Hidden", "Takes: " + module + "internal/x.Hidden"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("found\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// internalInSignatures returns, sorted, each exported identifier of pkg
// (a method or field as Type.Name) whose type names a type of an
// internal package, with the first such type.
func internalInSignatures(pkg *types.Package) []string {
	var out []string
	note := func(name string, t types.Type) {
		if bad := internalType(t, map[types.Type]bool{}); bad != "" {
			out = append(out, name+": "+bad)
		}
	}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		if !obj.Exported() {
			continue
		}
		tn, isType := obj.(*types.TypeName)
		if !isType {
			note(name, obj.Type())
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok {
			note(name, tn.Type())
			continue
		}
		for i := range named.NumMethods() {
			if m := named.Method(i); m.Exported() {
				note(name+"."+m.Name(), m.Type())
			}
		}
		switch u := named.Underlying().(type) {
		case *types.Struct:
			for i := range u.NumFields() {
				if f := u.Field(i); f.Exported() || f.Embedded() {
					note(name+"."+f.Name(), f.Type())
				}
			}
		default:
			note(name, u)
		}
	}
	sort.Strings(out)
	return out
}

// internalType returns the first type of an internal package that t
// names, "" when it names none.
func internalType(t types.Type, seen map[types.Type]bool) string {
	if seen[t] {
		return ""
	}
	seen[t] = true
	var parts []types.Type
	switch t := t.(type) {
	case *types.Named:
		if p := t.Obj().Pkg(); p != nil && strings.Contains(p.Path()+"/", "/internal/") {
			return t.String()
		}
		for i := range t.TypeArgs().Len() {
			parts = append(parts, t.TypeArgs().At(i))
		}
	case *types.Pointer:
		parts = append(parts, t.Elem())
	case *types.Slice:
		parts = append(parts, t.Elem())
	case *types.Array:
		parts = append(parts, t.Elem())
	case *types.Map:
		parts = append(parts, t.Key(), t.Elem())
	case *types.Chan:
		parts = append(parts, t.Elem())
	case *types.Signature:
		for i := range t.Params().Len() {
			parts = append(parts, t.Params().At(i).Type())
		}
		for i := range t.Results().Len() {
			parts = append(parts, t.Results().At(i).Type())
		}
	case *types.Struct:
		for i := range t.NumFields() {
			if t.Field(i).Exported() || t.Field(i).Embedded() {
				parts = append(parts, t.Field(i).Type())
			}
		}
	case *types.Interface:
		for i := range t.NumMethods() {
			parts = append(parts, t.Method(i).Type())
		}
	}
	for _, p := range parts {
		if bad := internalType(p, seen); bad != "" {
			return bad
		}
	}
	return ""
}
