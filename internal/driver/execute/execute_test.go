package execute_test

import (
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/driver/execute"
)

// objectFact and packageFact mark what the marker analyzer saw declared.
type objectFact struct{ Name string }
type packageFact struct{ Path string }

func (*objectFact) AFact()            {}
func (*packageFact) AFact()           {}
func (f *objectFact) String() string  { return "object " + f.Name }
func (f *packageFact) String() string { return "package " + f.Path }

// marker sets a fact on every object of its package that may carry one,
// and a package fact, and reports, at the package clause of its first
// file, every fact it sees, sorted. Its result is that list.
var marker = &analysis.Analyzer{
	Name:       "marker",
	Doc:        "mark every object and report the facts visible",
	FactTypes:  []analysis.Fact{new(objectFact), new(packageFact)},
	ResultType: reflect.TypeFor[[]string](),
	Run: func(pass *analysis.Pass) (any, error) {
		scope := pass.Pkg.Scope()
		for _, name := range scope.Names() {
			obj := scope.Lookup(name)
			pass.ExportObjectFact(obj, &objectFact{Name: obj.Name()})
			if tn, ok := obj.(*types.TypeName); ok {
				if named, ok := tn.Type().(*types.Named); ok {
					for m := range named.Methods() {
						pass.ExportObjectFact(m, &objectFact{Name: m.Name()})
					}
					if st, ok := named.Underlying().(*types.Struct); ok {
						for f := range st.Fields() {
							pass.ExportObjectFact(f, &objectFact{Name: f.Name()})
						}
					}
				}
			}
		}
		pass.ExportPackageFact(&packageFact{Path: pass.Pkg.Path()})
		var seen []string
		for _, f := range pass.AllObjectFacts() {
			seen = append(seen, f.Object.Pkg().Path()+"."+f.Object.Name())
		}
		for _, f := range pass.AllPackageFacts() {
			seen = append(seen, "package "+f.Package.Path())
		}
		slices.Sort(seen)
		if len(pass.Files) > 0 {
			pass.Reportf(pass.Files[0].Package, "%s", strings.Join(seen, " "))
		}
		return seen, nil
	},
}

// reader requires marker and reports how many facts it saw.
var reader = &analysis.Analyzer{
	Name:       "reader",
	Doc:        "read marker's result",
	Requires:   []*analysis.Analyzer{marker},
	ResultType: reflect.TypeFor[int](),
	Run: func(pass *analysis.Pass) (any, error) {
		seen := pass.ResultOf[marker].([]string)
		if len(pass.Files) > 0 {
			pass.Reportf(pass.Files[0].Name.Pos(), "%d facts", len(seen))
		}
		return len(seen), nil
	},
}

// failing fails on package b, and dependent fails with it.
var failing = &analysis.Analyzer{
	Name: "failing",
	Doc:  "fail on b",
	Run: func(pass *analysis.Pass) (any, error) {
		if pass.Pkg.Path() == "example.com/prog/b" {
			return nil, errors.New("b is not welcome")
		}
		return nil, nil
	},
}

var dependent = &analysis.Analyzer{
	Name:     "dependent",
	Doc:      "require failing",
	Requires: []*analysis.Analyzer{failing},
	Run:      func(*analysis.Pass) (any, error) { return nil, nil },
}

// despite runs on packages that do not type-check, and reports their
// type errors.
var despite = &analysis.Analyzer{
	Name:             "despite",
	Doc:              "count type errors",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		if len(pass.Files) > 0 {
			pass.Reportf(pass.Files[0].Package, "%d type errors", len(pass.TypeErrors))
		}
		return nil, nil
	},
}

// load loads the packages of testdata/prog matching patterns, as the
// driver does: syntax for them, and no edge to a package without it.
func load(t *testing.T, patterns ...string) []*packages.Package {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("testdata", "prog"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := &packages.Config{
		Mode:  packages.LoadSyntax | packages.NeedModule,
		Dir:   dir,
		Tests: true,
		Env:   append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off", "GOPROXY=off"),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for path, imp := range p.Imports {
			if len(imp.Syntax) == 0 || imp.Types == nil || imp.TypesInfo == nil {
				delete(p.Imports, path)
			}
		}
	})
	slices.SortFunc(pkgs, func(a, b *packages.Package) int { return strings.Compare(a.ID, b.ID) })
	return pkgs
}

// describeChecker and describeExec list every action of a graph, in the
// order of All, with its error and diagnostics.
func describeChecker(g *checker.Graph) []string {
	var out []string
	for act := range g.All() {
		out = append(out, describe(act.String(), act.Err, act.Diagnostics, act.Package.Fset))
	}
	return out
}

func describeExec(g *execute.Graph) []string {
	var out []string
	for act := range g.All() {
		out = append(out, describe(act.String(), act.Err, act.Diagnostics, act.Package.Fset))
	}
	return out
}

func describe(name string, err error, diags []analysis.Diagnostic, fset *token.FileSet) string {
	line := name
	if err != nil {
		line += " error: " + err.Error()
	}
	for _, d := range diags {
		line += fmt.Sprintf("\n\t%s: %s", fset.Position(d.Pos), d.Message)
	}
	return line
}

func run(t *testing.T, analyzers []*analysis.Analyzer, pkgs []*packages.Package, opts *execute.Options) *execute.Graph {
	t.Helper()
	g, err := execute.Run(analyzers, pkgs, opts)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

var all = []*analysis.Analyzer{marker, reader, failing, dependent, despite}

// The executor builds the checker's graph and gives every action the
// checker's inputs: the same actions in the same order, the same errors
// (an analyzer's, a failed prerequisite's, a package that does not
// type-check), the same facts and the same diagnostics.
func TestSameAsChecker(t *testing.T) {
	pkgs := load(t, "./...")
	want, err := checker.Analyze(all, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	roots := make(map[string][]string)
	got := run(t, all, pkgs, &execute.Options{Done: func(acts []*execute.Action) {
		for _, act := range acts {
			if act.IsRoot && act.Analyzer == marker && act.Err == nil {
				roots[act.String()] = act.Result.([]string)
			}
		}
	}})
	if w, g := describeChecker(want), describeExec(got); !slices.Equal(w, g) {
		t.Errorf("the checker's actions:\n%s\n\nthe executor's:\n%s", strings.Join(w, "\n"), strings.Join(g, "\n"))
	}
	for _, act := range want.Roots {
		if act.Analyzer != marker || act.Err != nil {
			continue
		}
		if w, g := act.Result.([]string), roots[act.String()]; !slices.Equal(w, g) {
			t.Errorf("%s: result %v, want %v", act, g, w)
		}
	}
	if len(want.Roots) != len(got.Roots) {
		t.Fatalf("%d roots, want %d", len(got.Roots), len(want.Roots))
	}
	for i := range want.Roots {
		if w, g := want.Roots[i].String(), got.Roots[i].String(); w != g {
			t.Errorf("root %d is %s, want %s", i, g, w)
		}
	}
}

// An action sees the facts of its own package and of what that imports:
// everything of a package it imports directly that export data could
// carry, and from further down only methods, fields, types and constants,
// as the checker lets them through.
func TestFactsVisibleThroughImports(t *testing.T) {
	pkgs := load(t, "./a", "./b", "./c", "./d")
	g := run(t, []*analysis.Analyzer{marker}, pkgs, nil)
	want := map[string]string{
		"a": "example.com/prog/a.Const example.com/prog/a.Exported example.com/prog/a.Field example.com/prog/a.Method example.com/prog/a.T example.com/prog/a.Uses example.com/prog/a.Var example.com/prog/a.unexported package example.com/prog/a",
		"b": "example.com/prog/a.Const example.com/prog/a.Exported example.com/prog/a.Field example.com/prog/a.Method example.com/prog/a.T example.com/prog/a.Uses example.com/prog/a.Var example.com/prog/b.B example.com/prog/b.BVar package example.com/prog/a package example.com/prog/b",
		"c": "example.com/prog/a.Const example.com/prog/a.Field example.com/prog/a.Method example.com/prog/a.T example.com/prog/b.B example.com/prog/b.BVar example.com/prog/c.C package example.com/prog/a package example.com/prog/b package example.com/prog/c",
		"d": "example.com/prog/a.Const example.com/prog/a.Exported example.com/prog/a.Field example.com/prog/a.Method example.com/prog/a.T example.com/prog/a.Uses example.com/prog/a.Var example.com/prog/c.C example.com/prog/d.D package example.com/prog/a package example.com/prog/b package example.com/prog/c package example.com/prog/d",
	}
	for _, act := range g.Roots {
		name := strings.TrimPrefix(act.Package.ID, "example.com/prog/")
		w, ok := want[name]
		if !ok {
			continue
		}
		if len(act.Diagnostics) != 1 {
			t.Fatalf("%s: %d diagnostics, want 1", act, len(act.Diagnostics))
		}
		if got := act.Diagnostics[0].Message; got != w {
			t.Errorf("%s sees\n\t%s\nwant\n\t%s", act, got, w)
		}
	}
}

// What a run yields depends neither on the number of goroutines nor on
// the order packages finish in.
func TestDeterministic(t *testing.T) {
	first := describeExec(run(t, all, load(t, "./..."), nil))
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for i := range 12 {
		runtime.GOMAXPROCS(1 + i%4)
		if got := describeExec(run(t, all, load(t, "./..."), nil)); !slices.Equal(first, got) {
			t.Fatalf("GOMAXPROCS %d: run %d differs from the first:\n%s\n\nfirst:\n%s", 1+i%4, i, strings.Join(got, "\n"), strings.Join(first, "\n"))
		}
	}
}

// Done sees each package once, with its actions after those they
// require, their results and facts still there; once Run returns, the
// results are gone, and with Release the syntax and type information too.
func TestDoneAndRelease(t *testing.T) {
	for _, release := range []bool{false, true} {
		pkgs := load(t, "./...")
		seen := make(map[*packages.Package]bool)
		g := run(t, all, pkgs, &execute.Options{Release: release, Done: func(acts []*execute.Action) {
			pkg := acts[0].Package
			if seen[pkg] {
				t.Errorf("Done called twice for %s", pkg)
			}
			seen[pkg] = true
			if pkg.Syntax == nil {
				t.Errorf("%s: syntax gone before Done", pkg)
			}
			for i, act := range acts {
				if act.Package != pkg {
					t.Errorf("Done(%s) has %s", pkg, act)
				}
				for _, dep := range act.Deps {
					if dep.Package == pkg && !slices.Contains(acts[:i], dep) {
						t.Errorf("%s comes before %s, which it requires", act, dep)
					}
				}
				if act.Analyzer != marker || act.Err != nil {
					continue
				}
				if act.Result == nil {
					t.Errorf("%s: no result in Done", act)
				}
				var f packageFact
				if !act.PackageFact(pkg.Types, &f) || f.Path != pkg.PkgPath {
					t.Errorf("%s: package fact %q in Done, want %q", act, f.Path, pkg.PkgPath)
				}
			}
		}})
		for act := range g.All() {
			if !seen[act.Package] {
				t.Errorf("Done not called for %s", act.Package)
			}
			if act.Result != nil {
				t.Errorf("%s: result kept after the run", act)
			}
			if released := act.Package.Syntax == nil && act.Package.TypesInfo == nil; released != release {
				t.Errorf("release %t: %s: syntax released %t", release, act.Package, released)
			}
			if act.Package.Types == nil {
				t.Errorf("%s: types released", act.Package)
			}
		}
	}
}

// A panic in an analyzer stops the run, and comes out of Run naming the
// action, with the stack it happened on.
func TestPanic(t *testing.T) {
	panicky := &analysis.Analyzer{
		Name:      "panicky",
		Doc:       "panic on c",
		FactTypes: []analysis.Fact{new(objectFact)},
		Run: func(pass *analysis.Pass) (any, error) {
			if pass.Pkg.Path() == "example.com/prog/c" {
				panicInAnalyzer()
			}
			return nil, nil
		},
	}
	p := recoverPanic(t, func() { execute.Run([]*analysis.Analyzer{panicky}, load(t, "./..."), nil) })
	if p.Action != "panicky@example.com/prog/c" || p.Value != "boom" {
		t.Errorf("panic in %s with %v, want panicky@example.com/prog/c with boom", p.Action, p.Value)
	}
	if !strings.Contains(string(p.Stack), "panicInAnalyzer") {
		t.Errorf("the stack does not show where the analyzer panicked:\n%s", p.Stack)
	}

	p = recoverPanic(t, func() {
		execute.Run([]*analysis.Analyzer{marker}, load(t, "./..."), &execute.Options{Done: func(acts []*execute.Action) {
			if acts[0].Package.PkgPath == "example.com/prog/a" {
				panic("done")
			}
		}})
	})
	if p.Action != "Done(example.com/prog/a)" || p.Value != "done" {
		t.Errorf("panic in %s with %v, want Done(example.com/prog/a) with done", p.Action, p.Value)
	}
}

func panicInAnalyzer() { panic("boom") }

func recoverPanic(t *testing.T, f func()) (p *execute.Panic) {
	t.Helper()
	defer func() {
		r := recover()
		var ok bool
		if p, ok = r.(*execute.Panic); !ok {
			t.Fatalf("recovered %v (%T), want an *execute.Panic", r, r)
		}
	}()
	f()
	return nil
}

// No more packages run at once than GOMAXPROCS allows.
func TestBounded(t *testing.T) {
	var running, most atomic.Int32
	var mu sync.Mutex
	slow := &analysis.Analyzer{
		Name:      "slow",
		Doc:       "take a while",
		FactTypes: []analysis.Fact{new(objectFact)},
		Run: func(pass *analysis.Pass) (any, error) {
			n := running.Add(1)
			defer running.Add(-1)
			mu.Lock()
			most.Store(max(most.Load(), n))
			mu.Unlock()
			for range 1_000_000 {
				ast.IsExported("x")
			}
			return nil, nil
		},
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	run(t, []*analysis.Analyzer{slow}, load(t, "./..."), nil)
	if most.Load() > 2 {
		t.Errorf("%d packages ran at once with GOMAXPROCS 2", most.Load())
	}
}

// Analyzers that need nothing of each other run side by side on one
// package, as under the checker, so that a large package left alone at
// the end of a run keeps more than one core busy: each of these waits,
// on the one package it is given, for the other to start.
func TestActionsOfOnePackageSideBySide(t *testing.T) {
	started := map[string]chan struct{}{"left": make(chan struct{}), "right": make(chan struct{})}
	meet := func(self, other string) *analysis.Analyzer {
		return &analysis.Analyzer{
			Name: self,
			Doc:  "wait for " + other + " to start",
			Run: func(pass *analysis.Pass) (any, error) {
				close(started[self])
				select {
				case <-started[other]:
				case <-time.After(10 * time.Second):
					t.Errorf("%s ran on %s without %s running beside it", self, pass.Pkg.Path(), other)
				}
				return nil, nil
			},
		}
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	run(t, []*analysis.Analyzer{meet("left", "right"), meet("right", "left")}, load(t, "example.com/prog/a"), nil)
}

// An action starts once the actions it depends on have run, not once the
// whole of each package it imports has: an analyzer with facts runs on an
// importer while a rule without facts still runs on the package imported.
// Here the rule on a waits for the facts analyzer to start on b, which
// imports a.
func TestImporterStartsBeforeImportedIsDone(t *testing.T) {
	onB := make(chan struct{})
	type seen struct{ analysis.Fact }
	facts := &analysis.Analyzer{
		Name:      "facts",
		Doc:       "mark b started",
		FactTypes: []analysis.Fact{new(seen)},
		Run: func(pass *analysis.Pass) (any, error) {
			if pass.Pkg.Path() == "example.com/prog/b" {
				close(onB)
			}
			return nil, nil
		},
	}
	rule := &analysis.Analyzer{
		Name: "rule",
		Doc:  "wait on a for facts to start on b",
		Run: func(pass *analysis.Pass) (any, error) {
			if pass.Pkg.Path() != "example.com/prog/a" {
				return nil, nil
			}
			select {
			case <-onB:
			case <-time.After(10 * time.Second):
				t.Errorf("facts did not start on b while rule ran on a, which b imports")
			}
			return nil, nil
		},
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	run(t, []*analysis.Analyzer{rule, facts}, load(t, "example.com/prog/a", "example.com/prog/b"), nil)
}

// A package's facts stay until its own Done, even when every importer has
// run and is done before it: here b, which imports a, is done while an
// analyzer without facts still runs on a, and a's Done reads a's facts.
func TestFactsOutliveImportersDoneFirst(t *testing.T) {
	bDone := make(chan struct{})
	lingering := &analysis.Analyzer{
		Name: "lingering",
		Doc:  "on a, wait for b to be done",
		Run: func(pass *analysis.Pass) (any, error) {
			if pass.Pkg.Path() == "example.com/prog/a" {
				select {
				case <-bDone:
				case <-time.After(10 * time.Second):
					t.Errorf("b was not done while lingering ran on a")
				}
			}
			return nil, nil
		},
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	run(t, []*analysis.Analyzer{lingering, marker}, load(t, "example.com/prog/a", "example.com/prog/b"), &execute.Options{
		Done: func(acts []*execute.Action) {
			pkg := acts[0].Package
			if pkg.PkgPath == "example.com/prog/b" {
				close(bDone)
				return
			}
			for _, act := range acts {
				var f packageFact
				if act.Analyzer == marker && !act.PackageFact(pkg.Types, &f) {
					t.Errorf("%s: its package fact is gone in Done", act)
				}
			}
		},
	})
}

// counted counts its runs; its result is its package's path.
var counted = &analysis.Analyzer{
	Name:       "counted",
	Doc:        "count runs",
	ResultType: reflect.TypeFor[string](),
	Run: func(pass *analysis.Pass) (any, error) {
		countedRuns.Add(1)
		return pass.Pkg.Path(), nil
	},
}

var countedRuns atomic.Int32

// countedReader reports the result of counted it was given.
var countedReader = &analysis.Analyzer{
	Name:     "countedreader",
	Doc:      "report counted's result",
	Requires: []*analysis.Analyzer{counted},
	Run: func(pass *analysis.Pass) (any, error) {
		if len(pass.Files) > 0 {
			pass.Reportf(pass.Files[0].Package, "%s", pass.ResultOf[counted])
		}
		return nil, nil
	},
}

// Provide supplies the result of an analyzer without facts in place of
// running it, and is not asked for an analyzer with facts.
func TestProvide(t *testing.T) {
	pkgs := load(t, "./...")
	countedRuns.Store(0)
	var askedForFacts atomic.Bool
	g := run(t, []*analysis.Analyzer{countedReader, marker}, pkgs, &execute.Options{
		Provide: func(a *analysis.Analyzer, pkg *packages.Package) (any, bool) {
			if len(a.FactTypes) > 0 {
				askedForFacts.Store(true)
			}
			if a == counted && pkg.PkgPath == "example.com/prog/b" {
				return "provided", true
			}
			return nil, false
		},
	})
	if askedForFacts.Load() {
		t.Errorf("Provide was asked for an analyzer with facts")
	}
	reported := 0
	for act := range g.All() {
		if act.Analyzer != countedReader || act.Err != nil || len(act.Diagnostics) == 0 {
			continue
		}
		reported++
		want := act.Package.PkgPath
		if want == "example.com/prog/b" {
			want = "provided"
		}
		if got := act.Diagnostics[0].Message; got != want {
			t.Errorf("%s: got %q from counted, want %q", act, got, want)
		}
	}
	if reported == 0 {
		t.Fatal("countedreader reported nothing")
	}
	want := -1 // not on the provided package
	for _, p := range pkgs {
		if !p.IllTyped {
			want++
		}
	}
	if got := int(countedRuns.Load()); got != want {
		t.Errorf("counted ran %d times, want %d: once on every package that type-checks but the provided one", got, want)
	}
}

// With Load, no action on a package starts before the package is named
// ready, and a package Load never names runs once it returns: here a is
// named ready only after every action that may run has been given time to,
// b never. The graph is the checker's all the same.
func TestLoadGatesActions(t *testing.T) {
	pkgs := load(t, "./...")
	var a *packages.Package
	for _, p := range pkgs {
		if p.PkgPath == "example.com/prog/a" && p.ForTest == "" {
			a = p
		}
	}
	var mu sync.Mutex
	named := make(map[*packages.Package]bool)
	var early []string
	var loadReturned atomic.Bool
	opts := &execute.Options{
		Load: func(ready, _ func(*packages.Package)) {
			for _, p := range pkgs {
				if p != a && p.PkgPath != "example.com/prog/b" {
					mu.Lock()
					named[p] = true
					mu.Unlock()
					ready(p)
				}
			}
			time.Sleep(50 * time.Millisecond)
			mu.Lock()
			named[a] = true
			mu.Unlock()
			ready(a)
			loadReturned.Store(true)
		},
		Done: func(acts []*execute.Action) {
			p := acts[0].Package
			mu.Lock()
			defer mu.Unlock()
			if !named[p] && !(p.PkgPath == "example.com/prog/b" && loadReturned.Load()) {
				early = append(early, p.ID)
			}
		},
	}
	want := run(t, all, pkgs, nil)
	got := run(t, all, pkgs, opts)
	if len(early) > 0 {
		t.Errorf("analyzed before they were ready: %v", early)
	}
	if w, g := describeExec(want), describeExec(got); !slices.Equal(w, g) {
		t.Errorf("without Load:\n%s\n\nwith Load:\n%s", strings.Join(w, "\n"), strings.Join(g, "\n"))
	}
}

// A load that admits each package before it loads it runs at most
// LoadAhead packages ahead of an analysis that has work for every worker
// (here the only one), packages taken imports first; the graph is the
// checker's all the same.
func TestAdmitHoldsTheLoadBack(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	pkgs := load(t, "./...")
	var ordered []*packages.Package
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if slices.Contains(pkgs, p) {
			ordered = append(ordered, p)
		}
	})
	var mu sync.Mutex
	inFlight, most := 0, 0
	opts := &execute.Options{
		LoadAhead: 1,
		Load: func(ready, admit func(*packages.Package)) {
			for _, p := range ordered {
				admit(p)
				mu.Lock()
				inFlight++
				most = max(most, inFlight)
				mu.Unlock()
				ready(p)
			}
		},
		Done: func([]*execute.Action) {
			mu.Lock()
			inFlight--
			mu.Unlock()
		},
	}
	want := run(t, all, pkgs, nil)
	got := run(t, all, pkgs, opts)
	if most != 1 {
		t.Errorf("the load ran %d packages ahead of the analysis, want 1", most)
	}
	if w, g := describeExec(want), describeExec(got); !slices.Equal(w, g) {
		t.Errorf("without admit:\n%s\n\nwith admit:\n%s", strings.Join(w, "\n"), strings.Join(g, "\n"))
	}
}
