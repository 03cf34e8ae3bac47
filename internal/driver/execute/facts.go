package execute

import (
	"fmt"
	"go/types"
	"reflect"

	"golang.org/x/tools/go/analysis"
)

// facts are the facts an action sees: those it exports and those its runs
// on the imported packages saw and let through. Each action has its own
// set, so what it sees is a function of its package's imports, whatever
// order the packages ran in.
type facts struct {
	objects  map[objectKey]analysis.Fact
	packages map[packageKey]analysis.Fact
}

type objectKey struct {
	obj types.Object
	typ reflect.Type
}

type packageKey struct {
	pkg *types.Package
	typ reflect.Type
}

// newFacts returns an empty set with room for objects object facts.
func newFacts(objects int) *facts {
	return &facts{
		objects:  make(map[objectKey]analysis.Fact, objects),
		packages: make(map[packageKey]analysis.Fact),
	}
}

// inherit adds the facts of a run on an imported package, from, whose
// types are pkg: its package facts, and its object facts on objects that
// may be visible to an importer of pkg. A dependency that failed has none.
func (f *facts) inherit(from *facts, pkg *types.Package) {
	if from == nil {
		return
	}
	for key, fact := range from.objects {
		if exportedFrom(key.obj, pkg) {
			f.objects[key] = fact
		}
	}
	for key, fact := range from.packages {
		f.packages[key] = fact
	}
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

func (f *facts) setObject(obj types.Object, fact analysis.Fact) {
	f.objects[objectKey{obj, factType(fact)}] = fact
}

func (f *facts) setPackage(pkg *types.Package, fact analysis.Fact) {
	f.packages[packageKey{pkg, factType(fact)}] = fact
}

func factType(fact analysis.Fact) reflect.Type {
	t := reflect.TypeOf(fact)
	if t.Kind() != reflect.Pointer {
		panic(fmt.Sprintf("invalid Fact type: got %T, want pointer", fact))
	}
	return t
}

// ObjectFact copies into ptr the fact of ptr's type that act sees on obj,
// and reports whether there is one, as Pass.ImportObjectFact does.
func (act *Action) ObjectFact(obj types.Object, ptr analysis.Fact) bool {
	if obj == nil {
		panic("nil object")
	}
	if act.facts == nil {
		return false
	}
	v, ok := act.facts.objects[objectKey{obj, factType(ptr)}]
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
	v, ok := act.facts.packages[packageKey{pkg, factType(ptr)}]
	if ok {
		reflect.ValueOf(ptr).Elem().Set(reflect.ValueOf(v).Elem())
	}
	return ok
}

// AllObjectFacts returns every object fact act sees, in no particular
// order, as Pass.AllObjectFacts does.
func (act *Action) AllObjectFacts() []analysis.ObjectFact {
	if act.facts == nil {
		return nil
	}
	out := make([]analysis.ObjectFact, 0, len(act.facts.objects))
	for k, fact := range act.facts.objects {
		out = append(out, analysis.ObjectFact{Object: k.obj, Fact: fact})
	}
	return out
}

// AllPackageFacts returns every package fact act sees, in no particular
// order, as Pass.AllPackageFacts does.
func (act *Action) AllPackageFacts() []analysis.PackageFact {
	if act.facts == nil {
		return nil
	}
	out := make([]analysis.PackageFact, 0, len(act.facts.packages))
	for k, fact := range act.facts.packages {
		out = append(out, analysis.PackageFact{Package: k.pkg, Fact: fact})
	}
	return out
}
