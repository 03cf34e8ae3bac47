package robustness

import (
	"bytes"
	"fmt"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/analyzers"
)

// sharedTree is the tree every test of the package works on, built once
// per test binary: per fuzzing worker, under -fuzz.
var sharedTree = sync.OnceValues(func() (*testTree, error) {
	return newTestTree(filepath.Join("..", "..", "testdata", "src"))
})

func loadTree(tb testing.TB) *testTree {
	tb.Helper()
	tr, err := sharedTree()
	if err != nil {
		tb.Fatalf("loading the testdata tree: %v", err)
	}
	return tr
}

// A treeFile is one Go file of the tree, a seed of FuzzRules.
type treeFile struct {
	file string // slash-separated, relative to testdata/src
	src  []byte
}

// treeFiles lists the Go files of the tree: the rules' fixtures, the
// packages they share, and the stubs of the SDKs, whose mutations stand
// for the other versions and forks of the SDKs that servers build on.
func treeFiles(tb testing.TB, tr *testTree) []treeFile {
	tb.Helper()
	var out []treeFile
	for _, dir := range tr.dirs {
		files, err := tr.packageSources(dir)
		if err != nil {
			tb.Fatal(err)
		}
		for _, f := range files {
			out = append(out, treeFile{file: path.Join(dir, filepath.Base(f.name)), src: f.src})
		}
	}
	if len(out) == 0 {
		tb.Fatalf("no Go files under %s", tr.src)
	}
	return out
}

// FuzzRules mutates one Go file of the tree and runs every rule of
// analyzers.All, with the passes they require, on the package the
// mutation makes, when it still parses and type-checks: the rest of the
// package, and the packages of the tree it imports, are as on disk, and
// the fact-producing passes run on those too. The packages of the tree
// that import it are rebuilt against it and analyzed with it, those that
// still type-check, so that mutated declarations reach the rules as facts.
//
// The input is the file's path below testdata/src, its content, which the
// fuzzing engine mutates byte by byte, a program of edits that mutates it
// as source (see mutate), applied once the content type-checks, and the
// choice of declaration flags to run under: none, those one of the rules'
// tests sets, or all of those at once.
//
// An input fails on a panic anywhere in the rules, passes or fixes, on an
// analyzer's error, on a finding at no position or outside the package,
// on a suggested fix that leaves a file that does not parse, and on
// findings that change when the rules run again, in parallel.
//
// Without -fuzz, the seeds run: every Go file of the tree as it is, each of
// which must type-check, or every mutation of it would be skipped unseen,
// and the inputs checked in under testdata/fuzz/FuzzRules.
func FuzzRules(f *testing.F) {
	tr := loadTree(f)
	for _, tf := range treeFiles(f, tr) {
		f.Add(tf.file, tf.src, []byte(nil), uint8(0))
	}
	flagSets := declarationFlagSets(f)
	var analysed, skipped atomic.Int64
	f.Cleanup(func() {
		f.Logf("%d inputs analysed, %d skipped as they do not type-check", analysed.Load(), skipped.Load())
	})
	f.Fuzz(func(t *testing.T, file string, src, edits []byte, flags uint8) {
		pkg, sources, err := tr.mutation(file, src, edits)
		if err != nil {
			if len(edits) == 0 && tr.isUnchanged(file, src) {
				t.Fatalf("%s does not type-check in process, so no mutation of it would be analysed: %v", file, err)
			}
			skipped.Add(1)
			return
		}
		roots := []*packages.Package{pkg}
		if !tr.isUnchanged(file, sources[tr.fileName(file)]) {
			// The tree's own importers of an unchanged package are
			// analyzed as seeds of their own.
			importers, importerSources := tr.importers(pkg)
			roots = append(roots, importers...)
			maps.Copy(sources, importerSources)
		}
		defer func() {
			for _, p := range roots {
				tr.release(p.Syntax)
			}
		}()
		analysed.Add(1)
		for _, fl := range flagSets[int(flags)%len(flagSets)] {
			setFlag(t, fl)
		}
		// Sequentially, so that a panic reaches the fuzzing engine as a
		// failure of this input rather than the crash of a goroutine.
		first := runRules(t, roots, sources, &checker.Options{Sequential: true})
		// Then once more, in parallel as the command runs them: the
		// findings must depend neither on the schedule nor on the order
		// maps are walked in.
		again := runRules(t, roots, sources, nil)
		if a, b := findings(first), findings(again); !slices.Equal(a, b) {
			t.Errorf("the findings of two runs differ:\nfirst run:\n\t%s\nsecond run:\n\t%s",
				strings.Join(a, "\n\t"), strings.Join(b, "\n\t"))
		}
	})
}

// findings lists, sorted, the diagnostics of the graph's roots with their
// positions and suggested fixes, as reports would show them.
func findings(graph *checker.Graph) []string {
	var out []string
	for _, act := range graph.Roots {
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			var b strings.Builder
			fmt.Fprintf(&b, "%s: %s (%s)", fset.Position(d.Pos), d.Message, act.Analyzer.Name)
			for _, fix := range d.SuggestedFixes {
				fmt.Fprintf(&b, "; fix %q:", fix.Message)
				for _, e := range fix.TextEdits {
					fmt.Fprintf(&b, " %s-%s %q", fset.Position(e.Pos), fset.Position(e.End), e.NewText)
				}
			}
			out = append(out, b.String())
		}
	}
	slices.Sort(out)
	return out
}

// declarationFlagSets lists the declaration flags FuzzRules runs under:
// none first, then those each of the rules' tests sets, then all of them,
// the values of a flag set by several tests joined, as every one is a list.
func declarationFlagSets(tb testing.TB) [][][2]string {
	tb.Helper()
	sets := [][][2]string{nil}
	all := make(map[string][]string)
	var names []string
	for _, rt := range findRuleTests(tb, filepath.Join("..", "..", "analyzers")) {
		if len(rt.flags) == 0 || slices.ContainsFunc(sets, func(s [][2]string) bool { return slices.Equal(s, rt.flags) }) {
			continue
		}
		sets = append(sets, rt.flags)
		for _, f := range rt.flags {
			if !slices.Contains(names, f[0]) {
				names = append(names, f[0])
			}
			if !slices.Contains(all[f[0]], f[1]) {
				all[f[0]] = append(all[f[0]], f[1])
			}
		}
	}
	var union [][2]string
	for _, name := range names {
		union = append(union, [2]string{name, strings.Join(all[name], ",")})
	}
	return append(sets, union)
}

// mutation builds the package of the tree holding file, a path below
// testdata/src, with src in place of the file's content, then edited by
// the program edits, and returns it with the content of its files by
// name.
func (tr *testTree) mutation(file string, src, edits []byte) (*packages.Package, map[string][]byte, error) {
	if !validImportPath(file) || !strings.HasSuffix(file, ".go") {
		return nil, nil, fmt.Errorf("%q names no Go file of the tree", file)
	}
	importPath, name := path.Dir(file), tr.fileName(file)
	pkg, files, err := tr.withFile(importPath, name, src)
	if err != nil {
		return nil, nil, err
	}
	if len(edits) > 0 {
		i := slices.IndexFunc(pkg.CompiledGoFiles, func(n string) bool { return n == name })
		edited := mutate(pkg.Fset, pkg.Types, pkg.Syntax[i], pkg.TypesInfo, src, edits)
		if !bytes.Equal(edited, src) {
			tr.release(pkg.Syntax)
			pkg, files, err = tr.withFile(importPath, name, edited)
			if err != nil {
				return nil, nil, err
			}
		}
	}
	sources := make(map[string][]byte)
	for _, f := range files {
		sources[f.name] = f.src
	}
	return pkg, sources, nil
}

// fileName is the absolute name of file, a path below testdata/src.
func (tr *testTree) fileName(file string) string {
	return filepath.Join(tr.src, filepath.FromSlash(file))
}

// isUnchanged reports whether src is the content of file in the tree.
func (tr *testTree) isUnchanged(file string, src []byte) bool {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	dir, base := path.Split(file)
	files, ok := tr.sources[strings.TrimSuffix(dir, "/")]
	return ok && slices.ContainsFunc(files, func(f sourceFile) bool {
		return filepath.Base(f.name) == base && bytes.Equal(f.src, src)
	})
}

// runRules runs every rule on the roots and fails t on an analyzer's
// error, on a finding outside its package's files, and on a suggested fix
// that does not leave parsable Go; sources holds the content of the
// roots' files by name. A panic fails t on its own.
func runRules(t *testing.T, roots []*packages.Package, sources map[string][]byte, opts *checker.Options) *checker.Graph {
	t.Helper()
	graph, err := checker.Analyze(analyzers.All, roots, opts)
	if err != nil {
		t.Fatalf("checker: %v", err)
	}
	for act := range graph.All() {
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
	}
	for _, act := range graph.Roots {
		for _, d := range act.Diagnostics {
			checkDiagnostic(t, act, d, sources)
		}
	}
	return graph
}

// checkDiagnostic fails t when d, reported by act, lies outside the files
// of its package and of the packages it imports (a package that serves
// handlers judges them at their own lines), or when one of its suggested fixes, applied alone,
// leaves a file that does not parse. The checker itself has validated
// the edits: within their file, and not overlapping.
func checkDiagnostic(t *testing.T, act *checker.Action, d analysis.Diagnostic, sources map[string][]byte) {
	t.Helper()
	fset, rule := act.Package.Fset, act.Analyzer.Name
	at := fset.Position(d.Pos)
	if !d.Pos.IsValid() || !inProgram(act.Package, at.Filename) {
		t.Errorf("%s reports %q at %s, which is not in a file of package %s or of a package it imports", rule, d.Message, at, act.Package.PkgPath)
		return
	}
	for _, fix := range d.SuggestedFixes {
		edits := make(map[string][]analysis.TextEdit)
		for _, e := range fix.TextEdits {
			name := fset.File(e.Pos).Name()
			edits[name] = append(edits[name], e)
		}
		for name, list := range edits {
			src, ok := sources[name]
			if !ok && inProgram(act.Package, name) {
				// A dependency's file, which no mutation touched.
				src, ok = readFile(name)
			}
			if !ok {
				t.Errorf("%s: fix %q of %s edits %s, which is not a file of the program", at, fix.Message, rule, name)
				continue
			}
			fixed := applyEdits(fset.File(list[0].Pos), src, list)
			if _, err := parser.ParseFile(token.NewFileSet(), name, fixed, parseMode); err != nil {
				t.Errorf("%s: fix %q of %s leaves %s unparsable: %v\n%s", at, fix.Message, rule, filepath.Base(name), err, fixed)
			}
		}
	}
}

// applyEdits applies non-overlapping edits to src, the content of tf.
func applyEdits(tf *token.File, src []byte, edits []analysis.TextEdit) []byte {
	type span struct {
		start, end int
		text       []byte
	}
	spans := make([]span, len(edits))
	for i, e := range edits {
		end := e.End
		if !end.IsValid() {
			end = e.Pos
		}
		spans[i] = span{tf.Offset(e.Pos), tf.Offset(end), e.NewText}
	}
	slices.SortStableFunc(spans, func(a, b span) int { return a.start - b.start })
	var out bytes.Buffer
	last := 0
	for _, s := range spans {
		out.Write(src[last:s.start])
		out.Write(s.text)
		last = s.end
	}
	out.Write(src[last:])
	return out.Bytes()
}

// TestEveryRuleHasSeeds requires fixtures under testdata/src/<rule> for
// every rule, so that FuzzRules starts from programs each rule reports on.
func TestEveryRuleHasSeeds(t *testing.T) {
	tr := loadTree(t)
	all := treeFiles(t, tr)
	for _, a := range analyzers.All {
		if !slices.ContainsFunc(all, func(tf treeFile) bool { return strings.HasPrefix(tf.file, a.Name+"/") }) {
			t.Errorf("rule %s has no fixture under testdata/src/%s to seed FuzzRules", a.Name, a.Name)
		}
	}
}

// inProgram reports whether file is one of pkg's files or of a package it
// imports, directly or not.
func inProgram(pkg *packages.Package, file string) bool {
	found := false
	packages.Visit([]*packages.Package{pkg}, func(p *packages.Package) bool {
		found = found || slices.Contains(p.CompiledGoFiles, file)
		return !found
	}, nil)
	return found
}

func readFile(name string) ([]byte, bool) {
	src, err := os.ReadFile(name)
	return src, err == nil
}
