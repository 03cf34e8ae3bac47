package integration

import (
	"fmt"
	"go/types"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/profiles"
)

// TestProfilesMatchReleases holds every row of the profile table to the
// framework releases the examples module requires: each type, function and
// method it names exists there, each function type a shape names has the
// shape's signature, each argument index it gives is an argument of the
// function it indexes, and each field it names is a field. A row the
// stubs of testdata/src agree with but the release does not fails here.
func TestProfilesMatchReleases(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skipf("skipping: the go command is not on PATH (%v); it is needed to load the examples module", err)
	}
	if testing.Short() {
		t.Skip("skipping: loads the framework releases")
	}
	examples, err := filepath.Abs(filepath.Join("..", "examples"))
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, p := range profiles.Builtin {
		paths = append(paths, profilePaths(p)...)
	}
	slices.Sort(paths)
	paths = slices.Compact(paths)
	pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedTypes, Dir: examples, Tests: false}, paths...)
	if err != nil {
		t.Fatal(err)
	}
	release := releaseLookup{byPath: make(map[string]*types.Package)}
	for _, pkg := range pkgs {
		for _, e := range pkg.Errors {
			t.Errorf("loading %s: %v", pkg.PkgPath, e)
		}
		release.byPath[pkg.PkgPath] = pkg.Types
	}
	for _, p := range profiles.Builtin {
		t.Run(p.Name, func(t *testing.T) {
			for _, problem := range release.check(p) {
				t.Error(problem)
			}
		})
	}
}

// profilePaths lists the packages a profile names.
func profilePaths(p *profiles.Profile) []string {
	var out []string
	for _, ref := range profileTypes(p) {
		out = append(out, ref.Path)
	}
	for _, ref := range profileFuncs(p) {
		out = append(out, ref.Path)
	}
	return slices.DeleteFunc(out, func(path string) bool { return path == "" })
}

// profileTypes lists the types a profile names.
func profileTypes(p *profiles.Profile) []profiles.TypeRef {
	out := []profiles.TypeRef{p.Result, p.Request, p.ToolType, p.Server, p.MethodHandler}
	out = append(out, p.ProtocolErrorTypes...)
	out = append(out, p.ProtocolIntended...)
	out = append(out, p.ProtocolErrorObjects...)
	out = append(out, p.MiddlewareTypes...)
	for _, s := range p.Served {
		out = append(out, s.Request)
	}
	for _, s := range p.Shapes {
		out = append(out, s.FuncType)
		out = append(out, s.Params...)
		out = append(out, s.Results...)
	}
	return slices.DeleteFunc(out, func(ref profiles.TypeRef) bool { return ref.Path == "" })
}

// profileFuncs lists the functions and methods a profile names.
func profileFuncs(p *profiles.Profile) []profiles.FuncRef {
	out := slices.Concat(p.ErrorResults, p.ErrorSetters, p.ArgumentGetters, p.ArgumentBinders,
		p.Recovery, p.EncodingHelpers, p.NeverNil, p.ServerConstructors, p.MiddlewareOptions, p.MiddlewareInstallers)
	out = append(out, funcsOf(p.FlaggedResults, func(f profiles.FlaggedResult) profiles.FuncRef { return f.Func })...)
	out = append(out, funcsOf(p.ProtocolErrorBuilders, func(b profiles.CodeArg) profiles.FuncRef { return b.Func })...)
	out = append(out, funcsOf(p.Registrars, func(r profiles.Registrar) profiles.FuncRef { return r.Func })...)
	out = append(out, funcsOf(p.ToolConstructors, constructorFunc)...)
	out = append(out, funcsOf(p.ProtocolErrorFuncs, func(f profiles.FixedCode) profiles.FuncRef { return f.Func })...)
	for _, s := range p.Served {
		out = append(out, s.Func)
		out = append(out, funcsOf(s.Constructors, constructorFunc)...)
	}
	return out
}

// funcsOf lists the function each row of a table names.
func funcsOf[Row any](rows []Row, ref func(Row) profiles.FuncRef) []profiles.FuncRef {
	var out []profiles.FuncRef
	for _, r := range rows {
		out = append(out, ref(r))
	}
	return out
}

func constructorFunc(c profiles.ToolConstructor) profiles.FuncRef { return c.Func }

// releaseLookup finds what a profile names in the loaded releases.
type releaseLookup struct {
	byPath map[string]*types.Package
}

// typeName returns the type ref names.
func (r releaseLookup) typeName(ref profiles.TypeRef) (*types.TypeName, error) {
	pkg := r.byPath[ref.Path]
	if pkg == nil {
		return nil, fmt.Errorf("package %s is not loaded", ref.Path)
	}
	tn, ok := pkg.Scope().Lookup(ref.Name).(*types.TypeName)
	if !ok {
		return nil, fmt.Errorf("%s.%s is no type of the release", ref.Path, ref.Name)
	}
	return tn, nil
}

// funcs returns the functions or methods ref names: more than one for a
// name ending in '*'.
func (r releaseLookup) funcs(ref profiles.FuncRef) ([]*types.Func, error) {
	pkg := r.byPath[ref.Path]
	if pkg == nil {
		return nil, fmt.Errorf("package %s is not loaded", ref.Path)
	}
	var candidates []*types.Func
	if ref.Recv == "" {
		for _, name := range pkg.Scope().Names() {
			if fn, ok := pkg.Scope().Lookup(name).(*types.Func); ok {
				candidates = append(candidates, fn)
			}
		}
	} else {
		tn, ok := pkg.Scope().Lookup(ref.Recv).(*types.TypeName)
		if !ok {
			return nil, fmt.Errorf("%s.%s is no type of the release", ref.Path, ref.Recv)
		}
		mset := types.NewMethodSet(types.NewPointer(tn.Type()))
		for sel := range mset.Methods() {
			candidates = append(candidates, sel.Obj().(*types.Func))
		}
	}
	var out []*types.Func
	for _, fn := range candidates {
		if ref.Match(fn) {
			out = append(out, fn)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s is no function or method of the release", funcRefString(ref))
	}
	return out, nil
}

func funcRefString(ref profiles.FuncRef) string {
	if ref.Recv != "" {
		return fmt.Sprintf("(%s.%s).%s", ref.Path, ref.Recv, ref.Name)
	}
	return ref.Path + "." + ref.Name
}

// check lists what the profile names that the release does not have.
func (r releaseLookup) check(p *profiles.Profile) []string {
	var problems []string
	fail := func(err error) {
		if err != nil {
			problems = append(problems, err.Error())
		}
	}
	for _, ref := range profileTypes(p) {
		if _, err := r.typeName(ref); err != nil {
			fail(err)
		}
	}
	for _, ref := range profileFuncs(p) {
		if _, err := r.funcs(ref); err != nil {
			fail(err)
		}
	}
	for _, s := range p.Shapes {
		if s.FuncType.Path == "" {
			continue
		}
		if err := r.shapeSignature(s); err != nil {
			fail(err)
		}
	}
	// Argument indexes, and the kind of argument each one is.
	for _, b := range p.ProtocolErrorBuilders {
		fail(r.argument(b.Func, b.Code, "a code", isInteger))
	}
	for _, c := range p.ToolConstructors {
		fail(r.argument(c.Func, c.NameArg, "a name", isString))
	}
	for _, f := range p.FlaggedResults {
		fail(r.argument(f.Func, f.Flag, "an isError flag", isBool))
	}
	for _, reg := range p.Registrars {
		fail(r.argument(reg.Func, reg.Handler, "a handler", anyType))
		if reg.Name >= 0 {
			fail(r.argument(reg.Func, reg.Name, "a name", isString))
		}
	}
	for _, s := range p.Served {
		fail(r.argument(s.Func, s.Definition, "a definition", anyType))
		fail(r.argument(s.Func, s.Handler, "a handler of a context and "+s.Request.Name, handles(s.Request)))
		for _, c := range s.Constructors {
			fail(r.argument(c.Func, c.NameArg, "a name", isString))
		}
		if s.NameField != "" {
			fail(r.argument(s.Func, s.Definition, "a definition with a string field "+s.NameField, hasStringField(s.NameField)))
		}
	}
	// Fields.
	fail(r.field(p.Result, p.IsErrorField))
	fail(r.field(p.ToolType, p.ToolNameField))
	for _, ref := range p.ProtocolErrorTypes {
		fail(r.field(ref, p.ProtocolErrorCodeField))
		fail(r.field(ref, p.ProtocolErrorMessageField))
	}
	for _, ref := range p.ProtocolErrorObjects {
		fail(r.field(ref, p.ProtocolErrorCodeField))
	}
	return problems
}

// shapeSignature checks that the function type a shape names has the
// parameters and results the shape lists.
func (r releaseLookup) shapeSignature(s profiles.Shape) error {
	tn, err := r.typeName(s.FuncType)
	if err != nil {
		return err
	}
	sig, ok := tn.Type().Underlying().(*types.Signature)
	if !ok {
		return fmt.Errorf("shape %s: %s is no function type", s.Kind, tn.Name())
	}
	match := func(what string, tuple *types.Tuple, refs []profiles.TypeRef) error {
		if tuple.Len() != len(refs) {
			return fmt.Errorf("shape %s: %s has %d %s, the profile %d", s.Kind, tn.Name(), tuple.Len(), what, len(refs))
		}
		for i, ref := range refs {
			if !ref.Match(tuple.At(i).Type()) {
				return fmt.Errorf("shape %s: %s's %s %d is %s, not %s.%s", s.Kind, tn.Name(), what, i, tuple.At(i).Type(), ref.Path, ref.Name)
			}
		}
		return nil
	}
	if err := match("parameters", sig.Params(), s.Params); err != nil {
		return err
	}
	return match("results", sig.Results(), s.Results)
}

// argument checks that each function ref names has an argument i that
// kind accepts; a variadic parameter stands for the arguments from its
// index on.
func (r releaseLookup) argument(ref profiles.FuncRef, i int, what string, kind func(types.Type) bool) error {
	fns, err := r.funcs(ref)
	if err != nil {
		return nil // reported once, by the lookup
	}
	for _, fn := range fns {
		params := fn.Signature().Params()
		if i < 0 || i >= params.Len() && !fn.Signature().Variadic() {
			return fmt.Errorf("%s: argument %d, %s, is out of its %d parameters", funcRefString(ref), i, what, params.Len())
		}
		t := params.At(min(i, params.Len()-1)).Type()
		if fn.Signature().Variadic() && i >= params.Len()-1 {
			t = t.(*types.Slice).Elem()
		}
		if !kind(t) {
			return fmt.Errorf("%s: argument %d, %s, is a %s", funcRefString(ref), i, what, t)
		}
	}
	return nil
}

// field checks that the struct type ref names has the field name.
func (r releaseLookup) field(ref profiles.TypeRef, name string) error {
	if ref.Path == "" || name == "" {
		return nil
	}
	tn, err := r.typeName(ref)
	if err != nil {
		return nil // reported once, by the lookup
	}
	obj, _, _ := types.LookupFieldOrMethod(tn.Type(), true, tn.Pkg(), name)
	if v, ok := obj.(*types.Var); !ok || !v.IsField() {
		return fmt.Errorf("%s.%s has no field %s", ref.Path, ref.Name, name)
	}
	return nil
}

func basicInfo(t types.Type, info types.BasicInfo) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&info != 0
}

func isInteger(t types.Type) bool { return basicInfo(t, types.IsInteger) }
func isString(t types.Type) bool  { return basicInfo(t, types.IsString) }
func isBool(t types.Type) bool    { return basicInfo(t, types.IsBoolean) }
func anyType(types.Type) bool     { return true }

// hasStringField accepts a struct, or a pointer to one, with a string
// field name.
func hasStringField(name string) func(types.Type) bool {
	return func(t types.Type) bool {
		obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name)
		v, ok := obj.(*types.Var)
		return ok && v.IsField() && isString(v.Type())
	}
}

// handles accepts a function type of a context and the request req.
func handles(req profiles.TypeRef) func(types.Type) bool {
	return func(t types.Type) bool {
		sig, ok := t.Underlying().(*types.Signature)
		return ok && sig.Params().Len() == 2 && profiles.Context.Match(sig.Params().At(0).Type()) && req.Match(sig.Params().At(1).Type())
	}
}

// The lookup itself must fail on what a release lacks: a renamed method,
// a moved argument, a missing field.
func TestProfileCheckFindsMistakes(t *testing.T) {
	pkg := types.NewPackage("example.com/sdk", "sdk")
	str := types.Typ[types.String]
	res := types.NewTypeName(0, pkg, "Result", nil)
	types.NewNamed(res, types.NewStruct([]*types.Var{types.NewField(0, pkg, "IsError", types.Typ[types.Bool], false)}, nil), nil)
	pkg.Scope().Insert(res)
	newTool := types.NewFunc(0, pkg, "NewTool", types.NewSignatureType(nil, nil, nil,
		types.NewTuple(types.NewParam(0, pkg, "name", str)), types.NewTuple(types.NewParam(0, pkg, "", res.Type())), false))
	pkg.Scope().Insert(newTool)
	r := releaseLookup{byPath: map[string]*types.Package{pkg.Path(): pkg}}
	p := &profiles.Profile{
		Name:         "sdk",
		Result:       profiles.TypeRef{Path: pkg.Path(), Name: "Result"},
		IsErrorField: "Failed",
		ErrorResults: []profiles.FuncRef{{Path: pkg.Path(), Name: "NewErrorResult"}},
		ToolConstructors: []profiles.ToolConstructor{
			{Func: profiles.FuncRef{Path: pkg.Path(), Name: "NewTool"}, NameArg: 1},
		},
	}
	got := strings.Join(r.check(p), "\n")
	for _, want := range []string{
		"example.com/sdk.NewErrorResult is no function or method of the release",
		"example.com/sdk.NewTool: argument 1, a name, is out of its 1 parameters",
		"example.com/sdk.Result has no field Failed",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("check lacks %q; it found:\n%s", want, got)
		}
	}
	p.IsErrorField, p.ErrorResults, p.ToolConstructors[0].NameArg = "IsError", nil, 0
	if got := r.check(p); len(got) != 0 {
		t.Errorf("check of a right profile: %q, want nothing", got)
	}
}
