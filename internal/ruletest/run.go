package ruletest

import (
	"fmt"
	"go/token"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// Run runs rule on the packages of the testdata tree dir matching
// patterns, with their tests, and checks each package's diagnostics and
// facts against its `// want` comments, exactly as analysistest.Run
// does: `"re"` for a diagnostic, name:"re" for a fact of the object
// declared on the line, package:"re" for a fact of the package, and the
// comments of the package's other files too. Like analysistest, it checks
// that facts survive encoding, and checks the packages the patterns
// match, not those they import. A package with in-package tests is
// checked as its test variant, as go vet checks it (see tree.load).
//
// It loads as a tree does (see tree): the standard library from export
// data, once per process, and each package of the tree once, which makes
// a rule test several times cheaper than analysistest's load from
// source, and many times cheaper under the race detector. The standard
// library has no syntax there, and the passes make no facts on it, as in
// the command, which reads it from export data too.
func Run(t *testing.T, dir string, rule *analysis.Analyzer, patterns ...string) {
	t.Helper()
	run(t, dir, rule, patterns)
}

// run is Run, returning the actions of rule on the packages matched that
// did not fail.
func run(t *testing.T, dir string, rule *analysis.Analyzer, patterns []string) []*checker.Action {
	t.Helper()
	pkgs, err := treeAt(dir).load(patterns)
	if err != nil {
		t.Errorf("loading %s: %v", patterns, err)
		return nil
	}
	// Errors go to the test's log, as analysistest has them: the analysis
	// of an ill-typed package fails, unless the rule runs despite errors.
	if !rule.RunDespiteErrors {
		packages.Visit(pkgs, nil, func(p *packages.Package) {
			for _, err := range p.Errors {
				t.Log(err)
			}
		})
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{rule}, pkgs, &checker.Options{SanityCheck: true})
	if err != nil {
		t.Errorf("Analyze: %v", err)
		return nil
	}
	var analyzed []*checker.Action
	for _, act := range graph.Roots {
		if act.Err != nil {
			t.Errorf("error analyzing %s: %v", act, act.Err)
			continue
		}
		checkWants(t, dir, act.Package, act.Diagnostics, act)
		analyzed = append(analyzed, act)
	}
	return analyzed
}

// CheckDiagnostics holds diagnostics to the want comments of pkg, a
// package of the testdata tree dir, one to one, as Run does, and leaves
// out the expectations of facts: for tests that run rules together, where
// the facts are not those of one rule.
func CheckDiagnostics(t *testing.T, dir string, pkg *packages.Package, diags []analysis.Diagnostic) {
	t.Helper()
	checkWants(t, dir, pkg, diags, nil)
}

// checkWants holds diagnostics, and the facts of act unless it is nil, to
// the want comments of pkg, one to one, as analysistest does.
func checkWants(t *testing.T, dir string, pkg *packages.Package, diags []analysis.Diagnostic, act *checker.Action) {
	t.Helper()
	type key struct {
		file string
		line int
	}
	want := make(map[key][]expectation)
	expect := func(file string, line int, text string) {
		delta, expects, err := parseWant(text)
		if err != nil {
			t.Errorf("%s:%d: in 'want' comment: %s", file, line, err)
			return
		}
		if act == nil {
			expects = slices.DeleteFunc(expects, func(e expectation) bool { return e.kind == "fact" })
		}
		if expects != nil {
			want[key{file, line + delta}] = expects
		}
	}
	fset := pkg.Fset
	for _, f := range pkg.Syntax {
		for _, group := range f.Comments {
			for _, c := range group.List {
				if text, ok := wantText(c.Text); ok {
					// A //line directive may move a comment to another file.
					posn := fset.Position(c.Pos())
					expect(relative(dir, token.Position{Filename: posn.Filename}), posn.Line, text)
				}
			}
		}
	}
	for _, name := range pkg.OtherFiles {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Errorf("can't read '// want' comments from %s: %v", name, err)
			continue
		}
		for i, line := range strings.Split(string(data), "\n") {
			if j := strings.Index(line, "//"); j >= 0 {
				if text, ok := wantText(line[j:]); ok {
					expect(relative(dir, token.Position{Filename: name}), i+1, text)
				}
			}
		}
	}

	found := func(posn token.Position, kind, name, message string) {
		t.Helper()
		posn.Filename = relative(dir, token.Position{Filename: posn.Filename})
		k := key{posn.Filename, posn.Line}
		var unmatched []string
		for i, e := range want[k] {
			if e.kind != kind || e.name != name {
				continue
			}
			if e.rx.MatchString(message) {
				want[k] = append(want[k][:i], want[k][i+1:]...)
				return
			}
			unmatched = append(unmatched, fmt.Sprintf("%#q", e.rx))
		}
		if unmatched == nil {
			t.Errorf("%v: unexpected %s: %v", posn, kind, message)
		} else {
			t.Errorf("%v: %s %q does not match pattern %s", posn, kind, message, strings.Join(unmatched, " or "))
		}
	}
	for _, d := range diags {
		found(fset.Position(d.Pos), "diagnostic", "", d.Message)
	}
	if act != nil {
		checkFacts(act, found)
	}

	var surplus []string
	for k, expects := range want {
		for _, e := range expects {
			surplus = append(surplus, fmt.Sprintf("%s:%d: no %s was reported matching %#q", k.file, k.line, e.kind, e.rx))
		}
	}
	sort.Strings(surplus)
	for _, s := range surplus {
		t.Error(s)
	}
}

// checkFacts calls found with each fact act makes on its package and the
// objects of it: a package's at line 1 of its first file, an object's at
// its declaration, in the order of declaration.
func checkFacts(act *checker.Action, found func(posn token.Position, kind, name, message string)) {
	fset := act.Package.Fset
	for _, f := range act.AllPackageFacts() {
		if f.Package == act.Package.Types {
			posn := fset.Position(act.Package.Syntax[0].Pos())
			posn.Line, posn.Column = 1, 1
			found(posn, "fact", "package", fmt.Sprint(f))
		}
	}
	facts := act.AllObjectFacts()
	sort.Slice(facts, func(i, j int) bool { return facts[i].Object.Pos() < facts[j].Object.Pos() })
	for _, f := range facts {
		if obj := f.Object; obj.Pkg() == act.Package.Types {
			found(fset.Position(obj.Pos()), "fact", obj.Name(), fmt.Sprint(f.Fact))
		}
	}
}
