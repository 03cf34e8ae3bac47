package analyze

import (
	"go/ast"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/toolerrlint/toolerrlint/internal/inspector"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/syntax"
)

// sharedSyntax supplies the syntax pass's result of every package, its
// inspector built from one pool and freed into it once the packages that
// read it are done: the inspector's event list is the largest allocation
// of the analysis, and the next package's is built in the memory of one
// done before.
//
// It also pairs a package with its in-package test variant, whose files
// begin with the package's own (go/packages parses them once for both).
// Unless test handlers are reported, the variant's analysis owns only its
// test files: the package's own analysis answers for the rest, which the
// variant would walk again to the same findings, and the passes read test
// files for their directives alone. On github-mcp-server, whose main
// package has large tests, the variants were two thirds of the analysis.
//
// With test handlers reported, the variant walks all its files, test
// files included, and the two share one inspector, over the variant's
// files, which covers the package's anyway.
type sharedSyntax struct {
	pool  inspector.Pool
	mu    sync.Mutex
	byPkg map[*packages.Package]*syntax.Result
	// shares are the inspectors still to free, by package reading them.
	shares map[*packages.Package]*share
}

// A share is one inspector, built on first use, and the packages still to
// be done that read it.
type share struct {
	built   *inspector.Inspector // nil until built
	readers int
}

// shareSyntax prepares the syntax results of the packages, pairing each
// with its test variant.
func shareSyntax(pkgs []*packages.Package) *sharedSyntax {
	s := &sharedSyntax{
		byPkg:  make(map[*packages.Package]*syntax.Result),
		shares: make(map[*packages.Package]*share),
	}
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
		if testHandlers {
			build := s.inspectorOf(files, p, variant)
			s.byPkg[p] = syntax.Shared(p.Syntax, nil, build)
			s.byPkg[variant] = syntax.Shared(files, nil, build)
			continue
		}
		testFiles := make([]bool, len(files))
		for i := len(p.Syntax); i < len(files); i++ {
			testFiles[i] = true
		}
		s.byPkg[variant] = syntax.Shared(files, testFiles, s.inspectorOf(files, variant))
	}
	for _, p := range pkgs {
		if _, ok := s.byPkg[p]; !ok {
			s.byPkg[p] = syntax.Shared(p.Syntax, nil, s.inspectorOf(p.Syntax, p))
		}
	}
	return s
}

// inspectorOf returns the build, once, of an inspector over files from the
// pool, to be freed once the readers are done.
func (s *sharedSyntax) inspectorOf(files []*ast.File, readers ...*packages.Package) func() *inspector.Inspector {
	sh := &share{readers: len(readers)}
	for _, r := range readers {
		s.shares[r] = sh
	}
	return sync.OnceValue(func() *inspector.Inspector {
		in := s.pool.New(files)
		s.mu.Lock()
		sh.built = in
		s.mu.Unlock()
		return in
	})
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

// done forgets pkg once its analysis has run, and frees the inspector it
// read once no other package is left to read it.
func (s *sharedSyntax) done(pkg *packages.Package) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.byPkg, pkg)
	sh := s.shares[pkg]
	if sh == nil {
		return
	}
	delete(s.shares, pkg)
	if sh.readers--; sh.readers == 0 && sh.built != nil {
		s.pool.Free(sh.built)
	}
}
