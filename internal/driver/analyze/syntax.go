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

// sharedSyntax supplies the syntax pass's result of every package, and
// forgets it once the package is done, so that its inspector, the largest
// allocation of the analysis, is garbage as soon as no package reads it.
//
// It pairs a package with its in-package test variant, whose files
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
	testHandlers bool

	mu    sync.Mutex
	byPkg map[*packages.Package]*syntax.Result
	// variantOf and packageOf pair a package with its in-package test
	// variant, both ways; files holds the syntax of the packages loaded
	// so far, as loaded: a package may be done, and its syntax let go,
	// before its variant loads.
	variantOf, packageOf map[*packages.Package]*packages.Package
	files                map[*packages.Package][]*ast.File
}

// shareSyntax pairs each package of pkgs with its test variant. Their
// results are made as the packages load: see loaded.
func shareSyntax(pkgs []*packages.Package) *sharedSyntax {
	s := &sharedSyntax{
		testHandlers: declarations.Current().TestHandlers,
		byPkg:        make(map[*packages.Package]*syntax.Result),
		variantOf:    make(map[*packages.Package]*packages.Package),
		packageOf:    make(map[*packages.Package]*packages.Package),
		files:        make(map[*packages.Package][]*ast.File),
	}
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
		if p := plain[variant.PkgPath]; p != nil {
			s.variantOf[p] = variant
			s.packageOf[variant] = p
		}
	}
	return s
}

// loaded records that pkg's syntax and types are complete, and returns the
// packages whose analysis may start now, their syntax results made: a test
// variant waits for its package, whose files it begins with, and, with
// test handlers reported, the package waits for its variant, whose
// inspector it reads. Other packages start at once.
func (s *sharedSyntax) loaded(pkg *packages.Package) []*packages.Package {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.files[pkg] = pkg.Syntax
	if p := s.packageOf[pkg]; p != nil {
		if _, ok := s.files[p]; !ok {
			return nil
		}
		s.pair(p, pkg)
		if s.testHandlers {
			return []*packages.Package{p, pkg}
		}
		return []*packages.Package{pkg}
	}
	if variant := s.variantOf[pkg]; variant != nil {
		_, variantLoaded := s.files[variant]
		if s.testHandlers {
			if !variantLoaded {
				return nil
			}
			s.pair(pkg, variant)
			return []*packages.Package{pkg, variant}
		}
		s.own(pkg)
		if variantLoaded {
			s.pair(pkg, variant)
			return []*packages.Package{pkg, variant}
		}
		return []*packages.Package{pkg}
	}
	s.own(pkg)
	return []*packages.Package{pkg}
}

// pair makes the syntax results of p and its test variant, both loaded.
func (s *sharedSyntax) pair(p, variant *packages.Package) {
	files, own := s.files[variant], s.files[p]
	// Neither loads again: what they need of their files is made now.
	defer delete(s.files, p)
	defer delete(s.files, variant)
	if !startsWith(files, own) {
		if s.testHandlers {
			s.own(p)
		}
		s.own(variant)
		return
	}
	if s.testHandlers {
		build := sync.OnceValue(func() *inspector.Inspector { return inspector.New(files) })
		s.byPkg[p] = syntax.Shared(own, nil, build)
		s.byPkg[variant] = syntax.Shared(files, nil, build)
		return
	}
	// p's own result was made when it loaded, and may be done with.
	testFiles := make([]bool, len(files))
	for i := len(own); i < len(files); i++ {
		testFiles[i] = true
	}
	s.byPkg[variant] = syntax.Shared(files, testFiles, func() *inspector.Inspector { return inspector.New(files) })
}

// own makes pkg's syntax result over its own files, unless made.
func (s *sharedSyntax) own(pkg *packages.Package) {
	if _, ok := s.byPkg[pkg]; !ok {
		files := s.files[pkg]
		s.byPkg[pkg] = syntax.Shared(files, nil, func() *inspector.Inspector { return inspector.New(files) })
	}
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

// done forgets pkg once its analysis has run: the inspector it read is
// garbage once its test variant, or package, is done too.
func (s *sharedSyntax) done(pkg *packages.Package) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.byPkg, pkg)
	if s.variantOf[pkg] == nil {
		// Its variant, not loaded yet, pairs with its files: they are
		// the variant's first files, so keeping them costs nothing.
		delete(s.files, pkg)
	}
}
