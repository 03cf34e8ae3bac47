package analyze

import (
	"go/ast"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

// sharedSyntax gives a package and its in-package test variant one
// inspector, over the variant's files: they begin with the package's
// own, which go/packages parses once for both. The inspector is the
// largest allocation of the analysis, and the test variant's covers the
// package's files anyway: sharing it took a third off the analysis's CPU
// on github-mcp-server, whose main package has large tests.
type sharedSyntax struct {
	mu    sync.Mutex
	byPkg map[*packages.Package]func() *inspector.Inspector
}

// shareSyntax pairs the packages with their test variants.
func shareSyntax(pkgs []*packages.Package) *sharedSyntax {
	s := &sharedSyntax{byPkg: make(map[*packages.Package]func() *inspector.Inspector)}
	plain := make(map[string]*packages.Package)
	for _, p := range pkgs {
		if p.ForTest == "" {
			plain[p.PkgPath] = p
		}
	}
	for _, variant := range pkgs {
		if variant.ForTest == "" || variant.PkgPath != variant.ForTest {
			continue // not a test variant, or an external test package
		}
		p := plain[variant.PkgPath]
		if p == nil || !startsWith(variant.Syntax, p.Syntax) {
			continue
		}
		files := variant.Syntax
		build := sync.OnceValue(func() *inspector.Inspector { return inspector.New(files) })
		s.byPkg[p], s.byPkg[variant] = build, build
	}
	return s
}

// startsWith reports whether files begins with the very files of prefix.
func startsWith(files, prefix []*ast.File) bool {
	if len(prefix) == 0 || len(files) < len(prefix) {
		return false
	}
	for i, f := range prefix {
		if files[i] != f {
			return false
		}
	}
	return true
}

// provide supplies the syntax pass's result on the packages that share
// an inspector; the executor runs the pass on the others.
func (s *sharedSyntax) provide(a *analysis.Analyzer, pkg *packages.Package) (any, bool) {
	if a != syntax.Analyzer {
		return nil, false
	}
	s.mu.Lock()
	build, ok := s.byPkg[pkg]
	s.mu.Unlock()
	if !ok {
		return nil, false
	}
	return syntax.Shared(len(pkg.Syntax), build), true
}

// done forgets pkg once its analysis has run: the inspector then lives
// only as long as the other package's analysis needs it.
func (s *sharedSyntax) done(pkg *packages.Package) {
	s.mu.Lock()
	delete(s.byPkg, pkg)
	s.mu.Unlock()
}
