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
// The package's analysis reads the variant's tests all the same (see
// syntax.Tests), as go vet's and golangci-lint's analysis of the variant
// alone does: a fix is withheld where they assert the code it rewrites.
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
	// so far, as loaded, until their results are made.
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
// packages whose analysis may start now, their syntax results made: a
// package and its in-package test variant start together, once both are
// loaded. The variant begins with the package's files; the package reads
// the variant's tests, which decide which of its fixes are offered, and,
// with test handlers reported, the variant's inspector. Other packages
// start at once.
func (s *sharedSyntax) loaded(pkg *packages.Package) []*packages.Package {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.files[pkg] = pkg.Syntax
	p, variant := pkg, s.variantOf[pkg]
	if q := s.packageOf[pkg]; q != nil {
		p, variant = q, pkg
	}
	if variant == nil {
		s.own(pkg)
		return []*packages.Package{pkg}
	}
	_, pLoaded := s.files[p]
	_, variantLoaded := s.files[variant]
	if !pLoaded || !variantLoaded {
		return nil
	}
	s.pair(p, variant)
	return []*packages.Package{p, variant}
}

// pair makes the syntax results of p and its test variant, both loaded.
func (s *sharedSyntax) pair(p, variant *packages.Package) {
	files, own := s.files[variant], s.files[p]
	tests := syntax.TestsIn(variant.Fset, files, variant.TypesInfo)
	// Neither loads again: what they need of their files is made now.
	defer delete(s.files, p)
	defer delete(s.files, variant)
	if !startsWith(files, own) {
		// Parsed apart, the variant's declarations are not at the
		// package's positions: its tests cannot be matched to them.
		s.own(p)
		s.own(variant)
		return
	}
	build := func() *inspector.Inspector { return inspector.New(files) }
	if s.testHandlers {
		build = sync.OnceValue(build)
		s.byPkg[p] = syntax.Shared(own, nil, build).WithTests(tests)
		s.byPkg[variant] = syntax.Shared(files, nil, build).WithTests(tests)
		return
	}
	// The variant owns its test files alone: the package's own analysis
	// answers for the rest.
	testFiles := make([]bool, len(files))
	for i := len(own); i < len(files); i++ {
		testFiles[i] = true
	}
	s.byPkg[p] = syntax.Shared(own, nil, func() *inspector.Inspector { return inspector.New(own) }).WithTests(tests)
	s.byPkg[variant] = syntax.Shared(files, testFiles, build).WithTests(tests)
}

// own makes pkg's syntax result over its own files, its tests among
// them, unless made.
func (s *sharedSyntax) own(pkg *packages.Package) {
	if _, ok := s.byPkg[pkg]; !ok {
		files := s.files[pkg]
		r := syntax.Shared(files, nil, func() *inspector.Inspector { return inspector.New(files) })
		s.byPkg[pkg] = r.WithTests(syntax.TestsIn(pkg.Fset, files, pkg.TypesInfo))
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
	delete(s.files, pkg) // a package paired had them let go when paired
}
