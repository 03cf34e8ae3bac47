package robustness

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

// A ruleTest is one analysistest run of a rule's test on the tree: the
// packages it names, and the declaration flags the test sets before it.
type ruleTest struct {
	name string // TestFunc, or TestFunc#2 for a function's second run
	rule *analysis.Analyzer
	// flags are name and value, in the order the test sets them: a
	// declarations flag, or a rule's own as RULE.flag.
	flags    [][2]string
	packages []string
}

// TestRuleTestsInProcess replays every analysistest run of the rules'
// tests in analyzers/ on the tree built in process, with the declaration
// flags the test sets, and requires the findings analysistest requires
// (the "// want" comments). It proves the harness under FuzzRules
// faithful, stubs, facts and all, and runs the fixture packages once more
// under every flag set of the rule tests, with every rule, in parallel as
// the command runs them.
func TestRuleTestsInProcess(t *testing.T) {
	tr := loadTree(t)
	tests := findRuleTests(t, filepath.Join("..", "..", "analyzers"))
	if len(tests) == 0 {
		t.Fatal("found no analysistest run on ruletest.Testdata in the rules' tests")
	}
	for _, rt := range tests {
		t.Run(rt.name, func(t *testing.T) {
			// Flags are global to the declarations pass: these
			// subtests must not run in parallel.
			for _, f := range rt.flags {
				setFlag(t, f)
			}
			var roots []*packages.Package
			sources := make(map[string][]byte)
			for _, p := range rt.packages {
				pkg, err := tr.load(p)
				if err != nil {
					t.Fatalf("package %s does not type-check in process: %v", p, err)
				}
				roots = append(roots, pkg)
				for _, f := range tr.sources[p] {
					sources[f.name] = f.src
				}
			}
			graph := runRules(t, roots, sources, nil)
			for _, act := range graph.Roots {
				if act.Analyzer == rt.rule {
					ruletest.CheckDiagnostics(t, filepath.Dir(tr.src), act.Package, act.Diagnostics)
				}
			}
		})
	}
}

// findRuleTests parses the tests of the rules, one directory per rule
// under dir, and lists each ruletest.Run, analysistest.Run or
// RunWithSuggestedFixes call on ruletest.Testdata whose packages are
// literals, with the ruletest.SetDeclarationFlag and SetRuleFlag calls
// made before it in the same function.
func findRuleTests(tb testing.TB, dir string) []ruleTest {
	tb.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*", "*_test.go"))
	if err != nil {
		tb.Fatal(err)
	}
	var tests []ruleTest
	for _, name := range names {
		file, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.SkipObjectResolution)
		if err != nil {
			tb.Fatal(err)
		}
		for _, decl := range file.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil || fn.Recv != nil || !strings.HasPrefix(fn.Name.Name, "Test") {
				continue
			}
			var flags [][2]string
			runs := 0
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				switch calleeName(call) {
				case "SetDeclarationFlag":
					if len(call.Args) == 3 {
						name, ok1 := flagName(tb, file, call.Args[1])
						value, ok2 := stringLiteral(call.Args[2])
						if ok1 && ok2 {
							flags = append(flags, [2]string{name, value})
						}
					}
				case "SetRuleFlag":
					if len(call.Args) == 4 {
						rule, ok1 := call.Args[1].(*ast.SelectorExpr)
						value, ok2 := stringLiteral(call.Args[3])
						if pkg, isIdent := rule.X.(*ast.Ident); ok1 && ok2 && isIdent {
							if name, ok := ruleFlagName(tb, pkg.Name, call.Args[2]); ok {
								flags = append(flags, [2]string{pkg.Name + "." + name, value})
							}
						}
					}
				case "Run", "RunWithSuggestedFixes":
					rt, ok := analysistestRun(file, call)
					if !ok {
						return true
					}
					runs++
					rt.name = fn.Name.Name
					if runs > 1 {
						rt.name += "#" + strconv.Itoa(runs)
					}
					rt.name = path.Base(filepath.ToSlash(filepath.Dir(name))) + "/" + rt.name
					rt.flags = slices.Clone(flags)
					tests = append(tests, rt)
				}
				return true
			})
		}
	}
	return tests
}

// flagName reads the name of a declarations flag: a string literal or
// one of the pass's exported constants (declarations.FlagEncoding).
func flagName(tb testing.TB, file *ast.File, x ast.Expr) (string, bool) {
	if s, ok := stringLiteral(x); ok {
		return s, true
	}
	sel, ok := x.(*ast.SelectorExpr)
	if !ok || !isPackage(file, sel.X, "github.com/toolerrlint/toolerrlint/passes/declarations") {
		return "", false
	}
	name, ok := declarationFlags(tb)[sel.Sel.Name]
	return name, ok
}

// setFlag sets, for the rest of the test, the flag f names: a rule's own
// (RULE.flag), or the declarations pass's.
func setFlag(t *testing.T, f [2]string) {
	t.Helper()
	if rule, name, ok := strings.Cut(f[0], "."); ok {
		for _, a := range analyzers.All {
			if a.Name == rule {
				ruletest.SetRuleFlag(t, a, name, f[1])
				return
			}
		}
	}
	ruletest.SetDeclarationFlag(t, f[0], f[1])
}

// ruleFlagName reads the name of a rule's own flag: a string literal or
// one of the rule package's exported constants (rpccodes.FlagLegacy).
func ruleFlagName(tb testing.TB, rule string, x ast.Expr) (string, bool) {
	if s, ok := stringLiteral(x); ok {
		return s, true
	}
	sel, ok := x.(*ast.SelectorExpr)
	if !ok {
		return "", false
	}
	name, ok := constantsIn(tb, filepath.Join("..", "..", "analyzers", rule))[sel.Sel.Name]
	return name, ok
}

// declarationFlags maps the string constants of the declarations pass to
// their values, read from its source.
func declarationFlags(tb testing.TB) map[string]string {
	tb.Helper()
	return constantsIn(tb, filepath.Join("..", "..", "passes", "declarations"))
}

// constantsIn maps the string constants of the package in dir to their
// values, read from its source.
func constantsIn(tb testing.TB, dir string) map[string]string {
	tb.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		tb.Fatal(err)
	}
	consts := make(map[string]string)
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.SkipObjectResolution)
		if err != nil {
			tb.Fatal(err)
		}
		for _, decl := range file.Decls {
			gen, ok := decl.(*ast.GenDecl)
			if !ok || gen.Tok != token.CONST {
				continue
			}
			for _, spec := range gen.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, id := range vs.Names {
					if i < len(vs.Values) {
						if v, ok := stringLiteral(vs.Values[i]); ok {
							consts[id.Name] = v
						}
					}
				}
			}
		}
	}
	return consts
}

// analysistestRun reads ruletest.Run(t, ruletest.Testdata(t),
// rule.Analyzer, "pkg", …), or the same call of analysistest, the rule
// named by the last element of its package's import path, as every
// rule's package is.
func analysistestRun(file *ast.File, call *ast.CallExpr) (ruleTest, bool) {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || len(call.Args) < 4 ||
		!isPackage(file, sel.X, "golang.org/x/tools/go/analysis/analysistest") && !isPackage(file, sel.X, "github.com/toolerrlint/toolerrlint/internal/ruletest") {
		return ruleTest{}, false
	}
	tree, ok := call.Args[1].(*ast.CallExpr)
	if !ok || calleeName(tree) != "Testdata" {
		return ruleTest{}, false
	}
	an, ok := call.Args[2].(*ast.SelectorExpr)
	if !ok || an.Sel.Name != "Analyzer" {
		return ruleTest{}, false
	}
	id, ok := an.X.(*ast.Ident)
	if !ok {
		return ruleTest{}, false
	}
	var rt ruleTest
	for _, a := range analyzers.All {
		if isPackage(file, id, "github.com/toolerrlint/toolerrlint/analyzers/"+a.Name) {
			rt.rule = a
		}
	}
	if rt.rule == nil {
		return ruleTest{}, false
	}
	for _, arg := range call.Args[3:] {
		p, ok := stringLiteral(arg)
		if !ok {
			return ruleTest{}, false
		}
		rt.packages = append(rt.packages, p)
	}
	return rt, true
}

// isPackage reports whether x is the name under which file imports the
// package at importPath.
func isPackage(file *ast.File, x ast.Expr, importPath string) bool {
	id, ok := x.(*ast.Ident)
	if !ok {
		return false
	}
	for _, spec := range file.Imports {
		p, err := strconv.Unquote(spec.Path.Value)
		if err != nil || p != importPath {
			continue
		}
		if spec.Name != nil {
			return spec.Name.Name == id.Name
		}
		return path.Base(p) == id.Name
	}
	return false
}

func calleeName(call *ast.CallExpr) string {
	switch fun := call.Fun.(type) {
	case *ast.Ident:
		return fun.Name
	case *ast.SelectorExpr:
		return fun.Sel.Name
	}
	return ""
}

func stringLiteral(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}
