package analyze

import (
	"go/ast"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

// sharedSyntax pairs a package with its in-package test variant, whose
// files begin with the package's own (go/packages parses them once for
// both).
//
// Unless test handlers are reported, the variant's analysis owns only its
// test files: the package's own analysis answers for the rest, which the
// variant would walk again to the same findings, and the passes read test
// files for their directives alone. On github-mcp-server, whose main
// package has large tests, the variants were two thirds of the analysis.
//
// With test handlers reported, the variant walks all its files, test
// files included, and the two share one inspector, over the variant's
// files: it is the largest allocation of the analysis, and the variant's
// covers the package's files anyway.
type sharedSyntax struct {
	mu    sync.Mutex
	byPkg map[*packages.Package]*syntax.Result
}

// shareSyntax pairs the packages with their test variants.
func shareSyntax(pkgs []*packages.Package) *sharedSyntax {
	s := &sharedSyntax{byPkg: make(map[*packages.Package]*syntax.Result)}
	testHandlers := declarations.Current().TestHandlers
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
		if testHandlers {
			s.byPkg[p] = syntax.Shared(p.Syntax, nil, build)
			s.byPkg[variant] = syntax.Shared(files, nil, build)
			continue
		}
		testFiles := make([]bool, len(files))
		for i := len(p.Syntax); i < len(files); i++ {
			testFiles[i] = true
		}
		s.byPkg[variant] = syntax.Shared(files, testFiles, build)
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

// provide supplies the syntax pass's result on the packages paired; the
// executor runs the pass on the others.
func (s *sharedSyntax) provide(a *analysis.Analyzer, pkg *packages.Package) (any, bool) {
	if a != syntax.Analyzer {
		return nil, false
	}
	s.mu.Lock()
	res, ok := s.byPkg[pkg]
	s.mu.Unlock()
	return res, ok
}

// done forgets pkg once its analysis has run: a shared inspector then
// lives only as long as the other package's analysis needs it.
func (s *sharedSyntax) done(pkg *packages.Package) {
	s.mu.Lock()
	delete(s.byPkg, pkg)
	s.mu.Unlock()
}
