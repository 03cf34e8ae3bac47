package cache

import (
	"encoding/json"
	"os"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/driver/analyze"
)

// A Run is what a standalone run analyzes.
type Run struct {
	Dir      string
	Patterns []string
	Tests    bool
	// Settings are the settings that may change what the rules report,
	// as NAME=VALUE.
	Settings []string
	// BuildFlags are the go command's flags of the run (-tags), which
	// decide which files each package has. They must be among Settings
	// too, to tell the keys of runs with different flags apart.
	BuildFlags []string
}

// An AnalyzeFunc loads the packages matching patterns and analyzes them,
// as the run would.
type AnalyzeFunc func(patterns []string) *analyze.Result

// Results returns the run's results: replayed from the store for the root
// packages whose key it holds, computed by analyze for the others, and
// stored. Whenever the store cannot vouch for a result (go list fails, a
// package does not load, go/packages and go list disagree on the roots)
// it stands aside: the result is the one analyze gives for the whole run,
// and nothing is stored.
func (s *Store) Results(run Run, analyzeAll AnalyzeFunc) *analyze.Result {
	if d := os.Getenv("GOPACKAGESDRIVER"); d != "" && d != "off" {
		return analyzeAll(run.Patterns) // the packages are not go list's
	}
	config, err := s.config(run.Settings)
	if err != nil {
		return analyzeAll(run.Patterns)
	}
	roots, ok := s.roots(config, run)
	if !ok {
		return analyzeAll(run.Patterns)
	}
	defer s.trim()

	var hits []analyze.Package
	var missed []root
	for _, r := range roots {
		if p, ok := s.result(r); ok {
			hits = append(hits, p)
		} else {
			missed = append(missed, r)
		}
	}
	if len(missed) == 0 {
		return &analyze.Result{Packages: hits}
	}
	if len(hits) == 0 {
		fresh := analyzeAll(run.Patterns)
		if len(fresh.Errors) == 0 && sameIDs(fresh.Packages, roots) {
			s.store(fresh.Packages, roots)
		}
		return fresh
	}

	// Analyze again only the directories of the packages missed (with
	// their test variants): the packages they depend on are loaded as they
	// would be in the whole run, and nothing else is.
	var dirs []string
	for _, r := range missed {
		if !slices.Contains(dirs, r.Dir) {
			dirs = append(dirs, r.Dir)
		}
	}
	fresh := analyzeAll(dirs)
	if len(fresh.Errors) > 0 || !covers(fresh.Packages, missed, roots) {
		// Failures read as they would in a run from scratch.
		return analyzeAll(run.Patterns)
	}
	s.store(fresh.Packages, roots)
	merged := fresh.Packages
	again := ids(fresh.Packages)
	for _, p := range hits {
		if !again[p.ID] {
			merged = append(merged, p)
		}
	}
	return &analyze.Result{Packages: merged}
}

// roots returns the root packages of the run with the keys of their
// results: from the plan when its inputs have not changed, otherwise from
// go list, saving a new plan.
func (s *Store) roots(config Key, run Run) ([]root, bool) {
	canPlan := watchable(run.Patterns)
	pk := planKey(config, run.Dir, run.Patterns, run.Tests)
	if canPlan {
		if roots, ok := s.loadPlan(pk); ok {
			return roots, true
		}
	}
	pkgs, err := goList(run.Dir, run.Patterns, run.Tests, run.BuildFlags)
	if err != nil {
		return nil, false
	}
	in := newInputs()
	if canPlan {
		watchModuleRoots(in, run.Dir)
		watchPatterns(in, run.Dir, run.Patterns)
	}
	roots := rootKeys(pkgs, config, in)
	if len(roots) == 0 {
		return nil, false
	}
	if canPlan {
		s.savePlan(pk, roots, in)
	}
	return roots, true
}

// result reads the stored result of a root package.
func (s *Store) result(r root) (analyze.Package, bool) {
	data, ok := s.get(r.Key)
	if !ok {
		return analyze.Package{}, false
	}
	var p analyze.Package
	if err := json.Unmarshal(data, &p); err != nil || p.ID != r.ID {
		return analyze.Package{}, false
	}
	return p, true
}

// store writes the results of the packages that are roots of the run.
func (s *Store) store(pkgs []analyze.Package, roots []root) {
	keys := make(map[string]Key, len(roots))
	for _, r := range roots {
		keys[r.ID] = r.Key
	}
	for _, p := range pkgs {
		k, ok := keys[p.ID]
		if !ok {
			continue
		}
		if data, err := json.Marshal(p); err == nil {
			s.put(k, data)
		}
	}
}

func ids(pkgs []analyze.Package) map[string]bool {
	m := make(map[string]bool, len(pkgs))
	for _, p := range pkgs {
		m[p.ID] = true
	}
	return m
}

// sameIDs reports whether the analyzed packages are exactly the roots.
func sameIDs(pkgs []analyze.Package, roots []root) bool {
	got := ids(pkgs)
	if len(got) != len(pkgs) || len(pkgs) != len(roots) {
		return false
	}
	for _, r := range roots {
		if !got[r.ID] {
			return false
		}
	}
	return true
}

// covers reports whether the packages analyzed again include every missed
// root and nothing that is not a root.
func covers(pkgs []analyze.Package, missed, roots []root) bool {
	isRoot := make(map[string]bool, len(roots))
	for _, r := range roots {
		isRoot[r.ID] = true
	}
	got := ids(pkgs)
	for id := range got {
		if !isRoot[id] {
			return false
		}
	}
	for _, r := range missed {
		if !got[r.ID] {
			return false
		}
	}
	return true
}
