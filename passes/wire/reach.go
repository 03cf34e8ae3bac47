package wire

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

// A closure that a function declares and returns (a middleware's, a
// handler factory's) serves a tool only where something calls the
// function. A program's main package that judges such a closure leaves it
// out when nothing the program is built from uses the function, nor, for
// a method, its receiver's type or a function returning one: its returns
// are on no tool's path.
//
// What refers to what travels up the imports in the facts: ReachFact
// marks the objects whose use reaches such handlers, and
// Package.Reached gathers, package by package, the handlers that the
// package and those it imports reach. Each package's own list includes
// its direct imports', so that a package sees them all although go vet
// hands it the facts of the packages its imports' export data names only.

// reachSet holds, by object of the package, the closures that a use of
// the object reaches, and the declarations inside which a use does not
// count: the object's own, and, for a type, its methods' and its
// constructors'. closures holds the ID of every closure a function of the
// package declares and returns, and tells whether another package may
// reach it: through the function, exported, or, for a method, through its
// receiver's type or a constructor of it, exported.
type reachSet struct {
	ids      map[types.Object][]string
	decls    map[types.Object][]ast.Node
	closures map[string]bool
}

// add records that a use of obj outside decls reaches ids; exported tells
// whether another package may use obj to reach them.
func (rs *reachSet) add(obj types.Object, ids []string, exported bool, decls ...ast.Node) {
	rs.ids[obj] = append(rs.ids[obj], ids...)
	for _, d := range decls {
		if d != nil {
			rs.decls[obj] = append(rs.decls[obj], d)
		}
	}
	for _, id := range ids {
		rs.closures[id] = rs.closures[id] || exported
	}
}

// closures lists the IDs of the closures among hs that decl, the
// declaration of the function returning them, holds: they run only where
// the function is called, whatever registers what it returns.
func closures(decl ast.Node, hs []*handlers.Handler) []string {
	if decl == nil {
		return nil
	}
	var out []string
	for _, h := range hs {
		if h.Obj == nil && within(h.Func.Node().Pos(), []ast.Node{decl}) {
			out = append(out, h.ID)
		}
	}
	return out
}

// reachables finds the package's objects whose use reaches a closure
// that a function of the package declares and returns: the functions and
// methods returning one, the receiver types of such methods, and the
// functions of the package returning a value of such a type.
func (w *wiring) reachables() *reachSet {
	rs := &reachSet{ids: make(map[types.Object][]string), decls: make(map[types.Object][]ast.Node), closures: make(map[string]bool)}
	byType := make(map[*types.TypeName][]string)
	for fn, hs := range w.hs.Returned {
		fn = fn.Origin()
		ids := closures(w.declOf(fn), hs)
		if len(ids) == 0 {
			continue
		}
		tn := receiverType(fn)
		if tn == nil || tn.Pkg() != w.pass.Pkg {
			rs.add(fn, ids, fn.Exported(), w.declOf(fn))
			continue
		}
		// Another package calls a method only on a value of its type,
		// which it gets where it may use the type or a constructor.
		rs.add(fn, ids, false, w.declOf(fn))
		byType[tn] = append(byType[tn], ids...)
	}
	if len(byType) == 0 {
		return rs
	}
	for tn, ids := range byType {
		var decls []ast.Node
		named, _ := tn.Type().(*types.Named)
		for i := 0; named != nil && i < named.NumMethods(); i++ {
			if d := w.declOf(named.Method(i)); d != nil {
				decls = append(decls, d)
			}
		}
		rs.add(tn, ids, tn.Exported(), decls...)
	}
	// The constructors: the package's functions returning a value of one
	// of those types.
	scope := w.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		fn, ok := scope.Lookup(name).(*types.Func)
		if !ok {
			continue
		}
		results := fn.Signature().Results()
		for i := range results.Len() {
			tn := namedOf(results.At(i).Type())
			if ids, ok := byType[tn]; ok {
				d := w.declOf(fn)
				rs.add(fn, ids, fn.Exported(), d)
				rs.decls[tn] = append(rs.decls[tn], d)
			}
		}
	}
	return rs
}

// declOf returns the declaration of fn, a function of the package.
func (w *wiring) declOf(fn *types.Func) ast.Node {
	if c, ok := w.hs.Decl(fn); ok {
		return c.Node()
	}
	return nil
}

// receiverType returns the named type of fn's receiver, nil for a
// function.
func receiverType(fn *types.Func) *types.TypeName {
	recv := fn.Signature().Recv()
	if recv == nil {
		return nil
	}
	return namedOf(recv.Type())
}

// namedOf returns the type name of t or of what t points to, nil where t
// is not a named type.
func namedOf(t types.Type) *types.TypeName {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Origin().Obj()
	}
	return nil
}

// exportReach publishes the objects of rs for the packages that import
// this one.
func (w *wiring) exportReach(rs *reachSet) {
	for obj, ids := range rs.ids {
		slices.Sort(ids)
		w.pass.ExportObjectFact(obj, &ReachFact{IDs: slices.Compact(ids)})
	}
}

// reached lists, sorted, the handlers that the package's files other than
// its tests, and the packages it imports, reach (see Package.Reached).
// Only the handlers of the package's own module count: a package judges
// those alone.
func (w *wiring) reached(rs *reachSet) []string {
	module := moduleOf(w.pass)
	sameModule := func(m string) bool { return m == "" || module == "" || m == module }
	set := make(map[string]bool)
	// marks tells, by imported package, whether it marks objects with a
	// ReachFact in the package's module.
	marks := make(map[*types.Package]bool)
	var imported Package // each fact read over the last's
	for _, imp := range w.pass.Pkg.Imports() {
		imported = Package{}
		if w.pass.ImportPackageFact(imp, &imported) && sameModule(imported.Module) {
			for _, id := range imported.Reached {
				set[id] = true
			}
		}
	}
	var rf ReachFact
	for id, obj := range w.pass.TypesInfo.Uses {
		switch o := obj.(type) {
		case *types.Func:
			obj = o.Origin()
		case *types.TypeName:
		default:
			continue
		}
		pkg := obj.Pkg()
		var ids []string
		switch {
		case pkg == nil:
			continue
		case pkg == w.pass.Pkg:
			if within(id.Pos(), rs.decls[obj]) {
				continue
			}
			ids = rs.ids[obj]
		default:
			m, seen := marks[pkg]
			if !seen {
				imported = Package{}
				m = w.pass.ImportPackageFact(pkg, &imported) && imported.Marks && sameModule(imported.Module)
				marks[pkg] = m
			}
			rf = ReachFact{}
			if m && w.pass.ImportObjectFact(obj, &rf) {
				ids = rf.IDs
			}
		}
		if len(ids) == 0 || syntax.InTestFile(w.pass.Fset, id.Pos()) {
			continue // the tests are no program that serves tools
		}
		for _, r := range ids {
			set[r] = true
		}
	}
	if len(set) == 0 {
		return nil
	}
	out := make([]string, 0, len(set))
	for id := range set {
		out = append(out, id)
	}
	slices.Sort(out)
	return out
}

// within reports whether pos lies in one of nodes.
func within(pos token.Pos, nodes []ast.Node) bool {
	return slices.ContainsFunc(nodes, func(n ast.Node) bool { return n.Pos() <= pos && pos < n.End() })
}

// A reach says what the package that judges a handler makes of whether
// anything reaches it.
type reach int

const (
	// reached: not a closure a function returns, or one whose function
	// something the package is built from uses.
	reached reach = iota
	// unreached: nothing reaches the function, and nothing can: the
	// package is a program's main, or no other package may use the
	// function: the closure is on no tool's path.
	unreached
	// asIfRegistered: another package, which cannot tell whether a
	// program above it uses the function: the closure is judged as if
	// registered, and its findings say so.
	asIfRegistered
)

// reachOf tells what the package makes of the handler with the given ID:
// returned tells whether it is a closure a function of its package
// declares and returns, exported whether another package may reach it
// (reachSet.closures), uses holds the handlers the package reaches
// (Package.Reached). A closure that only its own package may reach, and
// that nothing reaches, is on no tool's path whoever judges it.
func (w *wiring) reachOf(id string, returned, exported bool, uses map[string]bool) reach {
	switch {
	case !returned || uses[id]:
		return reached
	case !exported || w.pass.Pkg.Name() == "main":
		return unreached
	default:
		return asIfRegistered
	}
}

// judgedAsIfRegistered words the subject of a closure judged as if
// registered (asIfRegistered): name is how messages name the handler
// without a tool, "in Tracer.Wrap".
func judgedAsIfRegistered(subject, name string) string {
	fn := strings.TrimPrefix(name, "in ")
	return subject + " (judged as if registered: nothing the serving package is built from uses " + fn + ")"
}
