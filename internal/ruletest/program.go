package ruletest

import (
	"fmt"
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// RunProgram runs rules on several packages of the testdata tree at once,
// as the command does on a program, and checks its diagnostics against the
// `// want "regexp"` comments of every file of those packages. Unlike
// analysistest, a diagnostic may land in a package other than the one whose
// analysis reported it: the package that serves a handler judges it, at the
// handler's own lines. Facts are not checked.
//
// The packages are loaded from source, together; their dependencies
// outside the list come from export data, as the command loads them.
func RunProgram(t *testing.T, dir string, rules []*analysis.Analyzer, patterns ...string) {
	t.Helper()
	pkgs, err := loadProgram(dir, patterns, nil)
	if err != nil {
		t.Fatal(err)
	}
	graph, err := checker.Analyze(rules, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	type key struct {
		file string
		line int
	}
	want := make(map[key][]*regexp.Regexp)
	var fset *token.FileSet
	// A package and its test variant parse the same files: each file's
	// want comments count once.
	parsed := make(map[string]bool)
	for _, p := range pkgs {
		fset = p.Fset
		for _, f := range p.Syntax {
			name := p.Fset.File(f.Pos()).Name()
			if parsed[name] {
				continue
			}
			parsed[name] = true
			for _, group := range f.Comments {
				for _, c := range group.List {
					text, ok := wantText(c.Text)
					if !ok {
						continue
					}
					posn := p.Fset.Position(c.Pos())
					delta, rxs, err := parseWant(text)
					if err != nil {
						t.Errorf("%s: in want comment: %v", posn, err)
						continue
					}
					k := key{posn.Filename, posn.Line + delta}
					want[k] = append(want[k], rxs...)
				}
			}
		}
	}
	seen := make(map[string]bool)
	for act := range graph.All() {
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
		if !slices.Contains(rules, act.Analyzer) {
			continue
		}
		for _, d := range act.Diagnostics {
			posn := fset.Position(d.Pos)
			id := fmt.Sprintf("%s:%d:%d: %s", posn.Filename, posn.Line, posn.Column, d.Message)
			if seen[id] {
				continue // a package and its test variant report alike
			}
			seen[id] = true
			k := key{posn.Filename, posn.Line}
			matched := -1
			for i, rx := range want[k] {
				if rx.MatchString(d.Message) {
					matched = i
					break
				}
			}
			if matched < 0 {
				t.Errorf("%s: unexpected diagnostic: %s", relative(dir, posn), d.Message)
				continue
			}
			want[k] = append(want[k][:matched], want[k][matched+1:]...)
		}
	}
	var missing []string
	for k, rxs := range want {
		for _, rx := range rxs {
			missing = append(missing, fmt.Sprintf("%s:%d: no diagnostic was reported matching `%s`", relative(dir, token.Position{Filename: k.file}), k.line, rx))
		}
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Error(m)
	}
}

func relative(dir string, posn token.Position) string {
	if rel, err := filepath.Rel(filepath.Join(dir, "src"), posn.Filename); err == nil {
		posn.Filename = rel
	}
	if posn.Line == 0 {
		return posn.Filename
	}
	return posn.String()
}

// loadProgram loads the packages matching patterns in the GOPATH tree dir,
// the files of overlay read from it.
func loadProgram(dir string, patterns []string, overlay map[string][]byte) ([]*packages.Package, error) {
	cfg := &packages.Config{
		Mode:    packages.LoadSyntax,
		Dir:     filepath.Join(dir, "src"),
		Tests:   true,
		Env:     append(os.Environ(), "GOPATH="+dir, "GO111MODULE=off", "GOWORK=off", "GOFLAGS="),
		Overlay: overlay,
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	var errs []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			errs = append(errs, e.Error())
		}
	})
	if len(errs) > 0 {
		return nil, fmt.Errorf("loading %s:\n%s", strings.Join(patterns, " "), strings.Join(errs, "\n"))
	}
	// The checker follows import edges to run the passes that make facts;
	// the packages from export data have no syntax for them, nor any
	// declaration to make.
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for path, imp := range p.Imports {
			if len(imp.Syntax) == 0 {
				delete(p.Imports, path)
			}
		}
	})
	return pkgs, nil
}

// wantText returns the text after "want" of a want comment.
func wantText(comment string) (string, bool) {
	text := strings.TrimPrefix(comment, "//")
	if i := strings.Index(text, "// want"); i >= 0 {
		text = text[i+len("// "):]
	}
	text = strings.TrimSpace(text)
	rest, ok := strings.CutPrefix(text, "want")
	return rest, ok
}

// parseWant parses `+N "re" `re“…`.
func parseWant(text string) (int, []*regexp.Regexp, error) {
	var sc scanner.Scanner
	var scanErr error
	fset := token.NewFileSet()
	sc.Init(fset.AddFile("", -1, len(text)), []byte(text), func(pos token.Position, msg string) { scanErr = fmt.Errorf("%s", msg) }, 0)
	delta := 0
	var rxs []*regexp.Regexp
	for {
		_, tok, lit := sc.Scan()
		switch tok {
		case token.EOF, token.SEMICOLON:
			if scanErr != nil {
				return 0, nil, scanErr
			}
			if len(rxs) == 0 {
				return 0, nil, fmt.Errorf("no expectation")
			}
			return delta, rxs, nil
		case token.ADD:
			_, tok, lit = sc.Scan()
			if tok != token.INT {
				return 0, nil, fmt.Errorf("want +N")
			}
			delta, _ = strconv.Atoi(lit)
		case token.STRING:
			s, err := strconv.Unquote(lit)
			if err != nil {
				return 0, nil, err
			}
			rx, err := regexp.Compile(s)
			if err != nil {
				return 0, nil, err
			}
			rxs = append(rxs, rx)
		default:
			return 0, nil, fmt.Errorf("unexpected %s", tok)
		}
	}
}

// Facts runs a pass on packages of the testdata tree and lists the facts
// it exports, as "package: object: fact", for debugging and for tests of
// the passes.
func Facts(t *testing.T, dir string, a *analysis.Analyzer, patterns ...string) []string {
	t.Helper()
	pkgs, err := loadProgram(dir, patterns, nil)
	if err != nil {
		t.Fatal(err)
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for act := range graph.All() {
		if act.Analyzer != a {
			continue
		}
		for _, f := range act.AllObjectFacts() {
			if f.Object.Pkg() == act.Package.Types {
				out = append(out, fmt.Sprintf("%s: %s: %v", act.Package.PkgPath, f.Object.Name(), f.Fact))
			}
		}
		for _, f := range act.AllPackageFacts() {
			if f.Package == act.Package.Types {
				out = append(out, fmt.Sprintf("%s: package: %v", act.Package.PkgPath, f.Fact))
			}
		}
	}
	sort.Strings(out)
	return out
}

// Load loads packages of the testdata tree dir from source, together, as
// RunProgram does, for tests that run passes on a program themselves.
func Load(t *testing.T, dir string, patterns ...string) []*packages.Package {
	t.Helper()
	pkgs, err := loadProgram(dir, patterns, nil)
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}
