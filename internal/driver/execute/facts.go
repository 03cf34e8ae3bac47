package execute

import (
	"fmt"
	"go/types"
	"reflect"

	"golang.org/x/tools/go/analysis"
)

// facts are the facts an action exports. What an action sees is those and
// the facts its runs on the packages its package imports, directly or
// not, let through (see visible): they are looked up where they were
// exported rather than copied into every importer, so that a package's
// cost does not grow with everything beneath it. What an action sees is
// a function of its package's imports, whatever order the packages ran
// in.
//
// Most actions export no fact: the table is made on the first. An
// action exports package facts on its own package alone, one a fact type
// of its analyzer's, one or two: they are listed, and found in the list
// faster than a table keyed by an interface would find them.
type facts struct {
	objects  map[objectKey]analysis.Fact
	packages []packageFact
}

type objectKey struct {
	obj types.Object
	typ reflect.Type
}

type packageFact struct {
	pkg  *types.Package
	typ  reflect.Type
	fact analysis.Fact
}

// below is what lies beneath a unit's package: every package it imports,
// directly or not, by its types, with its unit, and whether the import is
// direct. Its units all ran before any action of the unit with facts
// starts.
type below map[*types.Package]imported

type imported struct {
	unit   *unit
	direct bool
}

// beneath returns the packages beneath u's, computing them on first use
// from those of the units it imports.
func (u *unit) beneath() below {
	u.belowOnce.Do(func() {
		n := len(u.imports)
		for _, dep := range u.imports {
			n += len(dep.beneath())
		}
		b := make(below, n)
		for _, dep := range u.imports {
			for pkg, imp := range dep.beneath() {
				b[pkg] = imported{unit: imp.unit}
			}
		}
		for _, dep := range u.imports {
			b[dep.pkg.Types] = imported{unit: dep, direct: true}
		}
		u.below = b
	})
	return u.below
}

// exportedFrom reports whether obj may be visible to a package that
// imports pkg, by the checker's approximation of export data: the exported
// functions and the variables of pkg itself, and methods, fields, types
// and constants of any package.
func exportedFrom(obj types.Object, pkg *types.Package) bool {
	switch obj := obj.(type) {
	case *types.Func:
		return obj.Exported() && obj.Pkg() == pkg || obj.Signature().Recv() != nil
	case *types.Var:
		if obj.IsField() {
			return true
		}
		// Parameters count as exported, and cannot be told apart from
		// local variables.
		return obj.Pkg() == pkg
	case *types.TypeName, *types.Const:
		return true
	}
	return false // nil, builtins, labels, package names
}

// visible reports whether a fact on obj, exported by the run on an
// imported package, reaches the importer: the checker copies facts from
// each package to its importers, through exportedFrom at every step, so
// what an imported package's own export data carries reaches its direct
// importers, and what any package's does (exportedFrom of a package other
// than obj's) reaches every importer above it.
func visible(obj types.Object, imp imported) bool {
	if imp.direct {
		return exportedFrom(obj, obj.Pkg())
	}
	return exportedFrom(obj, nil)
}

func (f *facts) setObject(obj types.Object, fact analysis.Fact) {
	if f.objects == nil {
		f.objects = make(map[objectKey]analysis.Fact)
	}
	f.objects[objectKey{obj, factType(fact)}] = fact
}

func (f *facts) setPackage(pkg *types.Package, fact analysis.Fact) {
	typ := factType(fact)
	for i, pf := range f.packages {
		if pf.pkg == pkg && pf.typ == typ {
			f.packages[i].fact = fact
			return
		}
	}
	f.packages = append(f.packages, packageFact{pkg, typ, fact})
}

// lookupPackage returns the fact of type typ on pkg, if there is one.
func (f *facts) lookupPackage(pkg *types.Package, typ reflect.Type) (analysis.Fact, bool) {
	for _, pf := range f.packages {
		if pf.pkg == pkg && pf.typ == typ {
			return pf.fact, true
		}
	}
	return nil, false
}

func factType(fact analysis.Fact) reflect.Type {
	t := reflect.TypeOf(fact)
	if t.Kind() != reflect.Pointer {
		panic(fmt.Sprintf("invalid Fact type: got %T, want pointer", fact))
	}
	return t
}

// on returns the facts of act's analyzer on the package of pkg, one that
// act's package imports or its own, and whether the import is direct; nil
// when act's package neither is nor imports it.
func (act *Action) on(pkg *types.Package) (*facts, imported) {
	u := act.step.unit
	if pkg == act.Package.Types {
		return act.facts, imported{unit: u, direct: true}
	}
	if u == nil {
		return nil, imported{}
	}
	imp, ok := u.beneath()[pkg]
	if !ok {
		return nil, imported{}
	}
	dep := imp.unit.byAnalyzer[act.index]
	if dep == nil {
		return nil, imported{}
	}
	return dep.facts, imp
}

// ObjectFact copies into ptr the fact of ptr's type that act sees on obj,
// and reports whether there is one, as Pass.ImportObjectFact does.
func (act *Action) ObjectFact(obj types.Object, ptr analysis.Fact) bool {
	if obj == nil {
		panic("nil object")
	}
	if act.facts == nil || obj.Pkg() == nil {
		return false
	}
	f, imp := act.on(obj.Pkg())
	if f == nil || (f != act.facts && !visible(obj, imp)) {
		return false
	}
	v, ok := f.objects[objectKey{obj, factType(ptr)}]
	if ok {
		reflect.ValueOf(ptr).Elem().Set(reflect.ValueOf(v).Elem())
	}
	return ok
}

// PackageFact copies into ptr the fact of ptr's type that act sees on pkg,
// and reports whether there is one, as Pass.ImportPackageFact does.
func (act *Action) PackageFact(pkg *types.Package, ptr analysis.Fact) bool {
	if pkg == nil {
		panic("nil package")
	}
	if act.facts == nil {
		return false
	}
	f, _ := act.on(pkg)
	if f == nil {
		return false
	}
	v, ok := f.lookupPackage(pkg, factType(ptr))
	if ok {
		reflect.ValueOf(ptr).Elem().Set(reflect.ValueOf(v).Elem())
	}
	return ok
}

// seen calls yield with the facts of act's analyzer on act's package and
// on every package it imports, directly or not.
func (act *Action) seen(yield func(*facts, imported)) {
	u := act.step.unit
	yield(act.facts, imported{unit: u, direct: true})
	if u == nil {
		return
	}
	for _, imp := range u.beneath() {
		if dep := imp.unit.byAnalyzer[act.index]; dep != nil && dep.facts != nil {
			yield(dep.facts, imp)
		}
	}
}

// AllObjectFacts returns every object fact act sees, in no particular
// order, as Pass.AllObjectFacts does.
func (act *Action) AllObjectFacts() []analysis.ObjectFact {
	if act.facts == nil {
		return nil
	}
	var out []analysis.ObjectFact
	act.seen(func(f *facts, imp imported) {
		own := f == act.facts
		for k, fact := range f.objects {
			if own || visible(k.obj, imp) {
				out = append(out, analysis.ObjectFact{Object: k.obj, Fact: fact})
			}
		}
	})
	return out
}

// AllPackageFacts returns every package fact act sees, in no particular
// order, as Pass.AllPackageFacts does.
func (act *Action) AllPackageFacts() []analysis.PackageFact {
	if act.facts == nil {
		return nil
	}
	var out []analysis.PackageFact
	act.seen(func(f *facts, _ imported) {
		for _, pf := range f.packages {
			out = append(out, analysis.PackageFact{Package: pf.pkg, Fact: pf.fact})
		}
	})
	return out
}
