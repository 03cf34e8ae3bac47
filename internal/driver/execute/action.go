package execute

import (
	"fmt"
	"go/types"
	"os"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// An Action is one analyzer applied to one package, as checker.Action is.
// Deps holds the actions it needs: the analyzers it requires, on the same
// package, and, for an analyzer with facts, itself on each package the
// package imports, in the order of their import paths.
type Action struct {
	Analyzer *analysis.Analyzer
	Package  *packages.Package
	IsRoot   bool
	Deps     []*Action

	// Result is the analyzer's result, readable during Options.Done only.
	Result any
	// Err is why the action failed: the analyzer's error, a prerequisite
	// that failed, or a package that does not type-check.
	Err         error
	Diagnostics []analysis.Diagnostic

	facts *facts
	step  step
	// index is its analyzer's in the graph: the unit of any package
	// holds its action of the analyzer there.
	index int
}

func (act *Action) String() string {
	return fmt.Sprintf("%s@%s", act.Analyzer, act.Package)
}

// exec runs the action, its dependencies having run, as the checker runs
// one, unless provide supplies its result.
func (act *Action) exec(provide func(*analysis.Analyzer, *packages.Package) (any, bool)) {
	var failed []string
	for _, dep := range act.Deps {
		if dep.Err != nil {
			failed = append(failed, dep.String())
		}
	}
	if failed != nil {
		slices.Sort(failed)
		act.Err = fmt.Errorf("failed prerequisites: %s", strings.Join(failed, ", "))
		return
	}
	if provide != nil && len(act.Analyzer.FactTypes) == 0 {
		if result, ok := provide(act.Analyzer, act.Package); ok {
			act.Result = result
			return
		}
	}

	// The results of the analyzers it requires on the same package are
	// its inputs; the facts of its own runs on the imported packages are
	// its facts, with those it exports, looked up where they were
	// exported.
	n := 0
	for _, dep := range act.Deps {
		if dep.Package == act.Package {
			n++
		}
	}
	inputs := make(map[*analysis.Analyzer]any, n)
	act.facts = new(facts)
	for _, dep := range act.Deps {
		if dep.Package == act.Package {
			inputs[dep.Analyzer] = dep.Result
		}
	}

	// The checker's quick check of the load mode; when the package has
	// errors, all bets are off.
	if pkg := act.Package; pkg.Errors == nil {
		if pkg.Name == "" || pkg.PkgPath == "" || pkg.Types == nil || pkg.Fset == nil || pkg.TypesSizes == nil {
			panic("packages must be loaded with packages.LoadSyntax mode")
		}
	}

	exported := true // Export*Fact may be called until Run returns
	pass := &analysis.Pass{
		Analyzer:     act.Analyzer,
		Fset:         act.Package.Fset,
		Files:        act.Package.Syntax,
		OtherFiles:   act.Package.OtherFiles,
		IgnoredFiles: act.Package.IgnoredFiles,
		Pkg:          act.Package.Types,
		TypesInfo:    act.Package.TypesInfo,
		TypesSizes:   act.Package.TypesSizes,
		TypeErrors:   act.Package.TypeErrors,
		Module:       act.module(),

		ResultOf: inputs,
		Report: func(d analysis.Diagnostic) {
			if err := validateFixes(act.Package.Fset, act.Analyzer, d.SuggestedFixes); err != nil {
				panic(err)
			}
			act.Diagnostics = append(act.Diagnostics, d)
		},
		ImportObjectFact: act.ObjectFact,
		ExportObjectFact: func(obj types.Object, fact analysis.Fact) {
			if !exported {
				panic(fmt.Sprintf("%s: Pass.ExportObjectFact(%s, %T) called after Run", act, obj, fact))
			}
			act.exportObjectFact(obj, fact)
		},
		ImportPackageFact: act.PackageFact,
		ExportPackageFact: func(fact analysis.Fact) {
			if !exported {
				panic(fmt.Sprintf("%s: Pass.ExportPackageFact(%T) called after Run", act, fact))
			}
			act.facts.setPackage(act.Package.Types, fact)
		},
		AllObjectFacts:  act.AllObjectFacts,
		AllPackageFacts: act.AllPackageFacts,
	}
	pass.ReadFile = checkedReadFile(pass, os.ReadFile)

	act.Result, act.Err = act.run(pass)
	exported = false
}

func (act *Action) run(pass *analysis.Pass) (any, error) {
	if act.Package.IllTyped && !pass.Analyzer.RunDespiteErrors {
		return nil, fmt.Errorf("analysis skipped due to errors in package")
	}
	result, err := pass.Analyzer.Run(pass)
	if err != nil {
		return nil, err
	}
	if got, want := reflect.TypeOf(result), pass.Analyzer.ResultType; got != want {
		return nil, fmt.Errorf(
			"internal error: on package %s, analyzer %s returned a result of type %v, but declared ResultType %v",
			pass.Pkg.Path(), pass.Analyzer, got, want)
	}
	for i := range act.Diagnostics {
		url, err := ResolveURL(act.Analyzer, act.Diagnostics[i])
		if err != nil {
			return nil, err
		}
		act.Diagnostics[i].URL = url
	}
	return result, nil
}

func (act *Action) exportObjectFact(obj types.Object, fact analysis.Fact) {
	if obj.Pkg() != act.Package.Types {
		panic(fmt.Sprintf("internal error: in analysis %s of package %s: Fact.Set(%s, %T): can't set facts on objects belonging another package",
			act.Analyzer, act.Package, obj, fact))
	}
	act.facts.setObject(obj, fact)
}

// module returns the module of the action's package, as the go/analysis
// drivers give it, never nil: one for all the actions on the package.
func (act *Action) module() *analysis.Module {
	u := act.step.unit
	if u == nil {
		return passModule(act.Package.Module)
	}
	u.moduleOnce.Do(func() { u.module = passModule(act.Package.Module) })
	return u.module
}

// passModule is analysisModule(mod), or an empty module where mod is nil.
func passModule(mod *packages.Module) *analysis.Module {
	if mod == nil {
		return &analysis.Module{}
	}
	return analysisModule(mod)
}

// analysisModule converts a go/packages module to the analysis one, as
// the checker does.
func analysisModule(mod *packages.Module) *analysis.Module {
	if mod == nil {
		return nil
	}
	var modErr *analysis.ModuleError
	if mod.Error != nil {
		modErr = &analysis.ModuleError{Err: mod.Error.Err}
	}
	return &analysis.Module{
		Path:      mod.Path,
		Version:   mod.Version,
		Replace:   analysisModule(mod.Replace),
		Time:      mod.Time,
		Main:      mod.Main,
		Indirect:  mod.Indirect,
		Dir:       mod.Dir,
		GoMod:     mod.GoMod,
		GoVersion: mod.GoVersion,
		Error:     modErr,
	}
}
