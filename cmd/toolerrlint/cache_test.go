package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// withCache runs bin with its result cache in store.
func withCache(t *testing.T, store, bin string, args ...string) drivertest.Result {
	t.Helper()
	dir, args := drivertest.StartInDir(t, args)
	return drivertest.Run(t, dir, []string{"TOOLERRLINT_CACHE=" + store}, bin, args...)
}

// uncached runs the command with its result cache off: the reference any
// run through the cache must equal.
func uncached(t *testing.T, args ...string) drivertest.Result {
	t.Helper()
	dir, args := drivertest.StartInDir(t, args)
	return drivertest.Run(t, dir, []string{"TOOLERRLINT_CACHE=off"}, toolerrlintBin, args...)
}

func wantSame(t *testing.T, what string, got, want drivertest.Result) {
	t.Helper()
	if got != want {
		t.Errorf("%s: through the cache\nexit %d\nstdout:\n%s\nstderr:\n%s\nwithout it\nexit %d\nstdout:\n%s\nstderr:\n%s",
			what, got.Code, got.Stdout, got.Stderr, want.Code, want.Stdout, want.Stderr)
	}
}

// storedResults lists the packages' results in store, by entry path, with
// the ID of the package each is for.
func storedResults(t *testing.T, store string) map[string]string {
	t.Helper()
	results := make(map[string]string)
	paths, _ := filepath.Glob(filepath.Join(store, "*", "*"))
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var entry struct{ ID string }
		if json.Unmarshal(data, &entry) == nil && entry.ID != "" {
			results[p] = entry.ID
		}
	}
	return results
}

// newResults runs bin through store and returns the IDs of the packages
// whose results the run had to compute and store.
func newResults(t *testing.T, store, bin string, args ...string) (drivertest.Result, []string) {
	t.Helper()
	before := storedResults(t, store)
	r := withCache(t, store, bin, args...)
	var added []string
	for p, id := range storedResults(t, store) {
		if _, ok := before[p]; !ok {
			added = append(added, id)
		}
	}
	return r, added
}

func wantRecomputed(t *testing.T, what string, got []string, want ...string) {
	t.Helper()
	if strings.Join(sorted(got), " ") != strings.Join(sorted(want), " ") {
		t.Errorf("%s: recomputed %q, want exactly %q", what, sorted(got), sorted(want))
	}
}

func sorted(s []string) []string {
	s = append([]string(nil), s...)
	for i := range s {
		for j := i + 1; j < len(s); j++ {
			if s[j] < s[i] {
				s[i], s[j] = s[j], s[i]
			}
		}
	}
	return s
}

// A run served from the cache reports byte for byte what a run without it
// does, in every format, with -diff, and with -fix, which writes the same
// files.
func TestCacheReplaysEveryOutput(t *testing.T) {
	store := t.TempDir()
	module := drivertest.CopyModule(t, findingsModule)
	for _, args := range [][]string{
		{"-format", "text"}, {"-format", "json"}, {"-format", "sarif"}, {"-format", "github"}, {"-diff"},
	} {
		args = append([]string{"-C", module}, args...)
		want := uncached(t, args...)
		if want.Code != report.ExitFindings {
			t.Fatalf("%v: exit %d, want findings\n%s", args, want.Code, want.Stderr)
		}
		withCache(t, store, toolerrlintBin, args...)
		r, added := newResults(t, store, toolerrlintBin, args...)
		wantSame(t, strings.Join(args, " "), r, want)
		wantRecomputed(t, strings.Join(args, " ")+" again", added)
	}

	fixedCold := drivertest.CopyModule(t, findingsModule)
	coldFix := uncached(t, "-C", fixedCold, "-fix", "-format", "json")
	warm := drivertest.CopyModule(t, findingsModule)
	withCache(t, store, toolerrlintBin, "-C", warm)
	warmFix, added := newResults(t, store, toolerrlintBin, "-C", warm, "-fix", "-format", "json")
	wantSame(t, "-fix", warmFix, coldFix)
	wantRecomputed(t, "-fix on a warm cache", added)
	want, got := drivertest.ModuleFiles(t, fixedCold), drivertest.ModuleFiles(t, warm)
	for name, text := range want {
		if got[name] != text {
			t.Errorf("-fix through the cache wrote %s:\n%s\nwithout it:\n%s", name, got[name], text)
		}
	}
}

// Each change that can change a result recomputes the results of exactly
// the packages it can change, and the report then reads as one computed
// without the cache.
func TestCacheInvalidation(t *testing.T) {
	store := t.TempDir()
	module := drivertest.CopyModule(t, declaredModule)
	const (
		errsPkg  = "example.com/declared/errs"
		toolsPkg = "example.com/declared/tools"
	)
	run := func(what string, args []string, want ...string) {
		t.Helper()
		args = append([]string{"-C", module, "-format", "json"}, args...)
		r, added := newResults(t, store, toolerrlintBin, args...)
		wantSame(t, what, r, uncached(t, args...))
		wantRecomputed(t, what, added, want...)
	}
	edit := func(file, old, new string) {
		t.Helper()
		path := filepath.Join(module, file)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), old) {
			t.Fatalf("%s does not hold %q", file, old)
		}
		if err := os.WriteFile(path, []byte(strings.Replace(string(data), old, new, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
	}

	run("first run", nil, errsPkg, toolsPkg)
	run("unchanged", nil)

	edit("tools/tools.go", "\treturn \"value of \" + key, nil", "\tif key == \"\" {\n\t\treturn \"\", errors.New(\"empty key\")\n\t}\n\treturn \"value of \" + key, nil")
	run("a file edited", nil, toolsPkg)

	edit("errs/errs.go", "//toolerr:infra\n", "")
	run("a dependency's directive removed", nil, errsPkg, toolsPkg)

	edit("errs/errs.go", "package errs\n", "package errs\n\n// A comment changes no declaration, but the file.\n")
	run("a dependency's file edited", nil, errsPkg, toolsPkg)

	if err := os.WriteFile(filepath.Join(module, "tools", "more.go"), []byte("package tools\n\nimport \"errors\"\n\nvar _ = errors.New\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run("a file added", nil, toolsPkg)

	if err := os.MkdirAll(filepath.Join(module, "extra"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(module, "extra", "extra.go"), []byte("package extra\n\nimport _ \"example.com/declared/tools\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// The module has no program: tools, which no package imported, judged
	// its handlers itself; now extra, which imports it, does.
	run("a package added", nil, "example.com/declared/extra", toolsPkg)

	if err := os.WriteFile(filepath.Join(module, "README"), []byte("not Go\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run("a file that is not Go added", nil)

	run("a rule disabled", []string{"-disable", "closedcodes"}, errsPkg, toolsPkg, "example.com/declared/extra")
	run("a declaration flag", []string{"-infra", errsPkg + ".Unavailable"}, errsPkg, toolsPkg, "example.com/declared/extra")
	run("a report flag", []string{"-format", "sarif"})

	// Another build of the command keys its results apart.
	other := filepath.Join(t.TempDir(), "toolerrlint")
	build := exec.Command("go", "build", "-trimpath", "-o", other, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building toolerrlint: %v\n%s", err, out)
	}
	args := []string{"-C", module, "-format", "json"}
	r, added := newResults(t, store, other, args...)
	wantSame(t, "another build", r, uncached(t, args...))
	wantRecomputed(t, "another build", added, errsPkg, toolsPkg, "example.com/declared/extra")
}

// A stored result is what a hit reports: the run does not analyze again.
// Editing the package's file keys the stored result out.
func TestCacheReplaysStoredResults(t *testing.T) {
	store := t.TempDir()
	module := drivertest.CopyModule(t, declaredModule)
	args := []string{"-C", module, "-format", "json"}
	withCache(t, store, toolerrlintBin, args...)
	for p := range storedResults(t, store) {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(p, []byte(strings.ReplaceAll(string(data), "the model never sees", "is REPLAYED")), 0o644)
	}
	if r := withCache(t, store, toolerrlintBin, args...); !strings.Contains(r.Stdout, "is REPLAYED") {
		t.Fatalf("the run did not replay the stored result:\n%s", r.Stdout)
	}
	path := filepath.Join(module, "tools", "tools.go")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, append(data, "\n// edited\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	r := withCache(t, store, toolerrlintBin, args...)
	wantSame(t, "after an edit", r, uncached(t, args...))
}

// cache clean removes the entries runs stored and says how many, from
// which directory; a file the cache did not write stays.
func TestCacheClean(t *testing.T) {
	store := t.TempDir()
	off := drivertest.Run(t, "", []string{"TOOLERRLINT_CACHE=off"}, toolerrlintBin, "-C", cleanModule)
	off.WantCode(t, report.ExitClean)
	withCache(t, store, toolerrlintBin, "-C", cleanModule).WantCode(t, report.ExitClean)
	stored := len(storedResults(t, store))
	if stored == 0 {
		t.Fatalf("a run stored no result")
	}
	mine := filepath.Join(store, "golangci-lint-toolerrlint")
	if err := os.WriteFile(mine, []byte("kept"), 0o644); err != nil {
		t.Fatal(err)
	}
	clean := withCache(t, store, toolerrlintBin, "cache", "clean")
	clean.WantCode(t, report.ExitClean)
	if !strings.Contains(clean.Stdout, "removed ") || !strings.Contains(clean.Stdout, " from "+store+"\n") || clean.Stderr != "" {
		t.Errorf("cache clean does not say what it removed from %s:\nstdout:\n%s\nstderr:\n%s", store, clean.Stdout, clean.Stderr)
	}
	var left []string
	if entries, err := os.ReadDir(store); err == nil {
		for _, e := range entries {
			left = append(left, e.Name())
		}
	}
	if strings.Join(left, " ") != "README golangci-lint-toolerrlint" {
		t.Errorf("cache clean left %q, want the README and the file it did not write", left)
	}
	withCache(t, store, toolerrlintBin, "cache").WantCode(t, report.ExitFailure)
}

// TOOLERRLINT_CACHE=off turns the cache off for runs; cache clean then
// cleans the default directory, and says that it did.
func TestCacheCleanWhileOff(t *testing.T) {
	if runtime.GOOS == "darwin" || runtime.GOOS == "windows" || runtime.GOOS == "plan9" {
		t.Skip("the user cache directory is not $XDG_CACHE_HOME here")
	}
	home := t.TempDir()
	dflt := filepath.Join(home, "toolerrlint")
	env := []string{"XDG_CACHE_HOME=" + home, "TOOLERRLINT_CACHE="}
	drivertest.Run(t, "", env, toolerrlintBin, "-C", cleanModule).WantCode(t, report.ExitClean)
	if len(storedResults(t, dflt)) == 0 {
		t.Fatalf("a run stored no result in the default directory %s", dflt)
	}
	off := append(env, "TOOLERRLINT_CACHE=off")
	clean := drivertest.Run(t, "", off, toolerrlintBin, "cache", "clean")
	clean.WantCode(t, report.ExitClean)
	if len(storedResults(t, dflt)) != 0 {
		t.Errorf("cache clean, with the cache off, left entries in the default directory")
	}
	if !strings.Contains(clean.Stdout, " from "+dflt+" (the default directory") || !strings.Contains(clean.Stdout, "off") {
		t.Errorf("cache clean, with the cache off, does not say it cleaned the default directory %s:\n%s", dflt, clean.Stdout)
	}
}

// A run never fails for its cache: a directory of others' files, a file
// where the directory goes, a corrupt entry or one that cannot be written
// cost one line on stderr that names the directory, and the run reports
// what it reports without the cache. cache clean refuses a directory of
// others' files, which keeps every file.
func TestCacheNeverFailsARun(t *testing.T) {
	want := uncached(t, "-C", findingsModule)
	want.WantCode(t, report.ExitFindings)
	wantSkipped := func(what, store string, got drivertest.Result, why string) {
		t.Helper()
		if got.Code != want.Code || got.Stdout != want.Stdout {
			t.Errorf("%s: exit %d, stdout\n%s\nwant the run without the cache, exit %d\n%s", what, got.Code, got.Stdout, want.Code, want.Stdout)
		}
		line := strings.TrimPrefix(got.Stderr, want.Stderr)
		if strings.Count(line, "\n") != 1 || !strings.Contains(line, "cache "+store+" ") || !strings.Contains(line, why) || !strings.Contains(line, "TOOLERRLINT_CACHE") {
			t.Errorf("%s: stderr\n%s\nwant one more line than without the cache, naming %s and saying %q", what, got.Stderr, store, why)
		}
	}

	foreign := t.TempDir()
	kept := []string{"notes.txt", filepath.Join("00", "data"), filepath.Join("sub", "x")}
	for _, name := range kept {
		p := filepath.Join(foreign, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("data"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	wantSkipped("a directory of others' files", foreign, withCache(t, foreign, toolerrlintBin, "-C", findingsModule), "did not write")
	r := withCache(t, foreign, toolerrlintBin, "cache", "clean")
	r.WantCode(t, report.ExitFailure)
	if !strings.Contains(r.Stderr, foreign) || !strings.Contains(r.Stderr, "not a toolerrlint cache") {
		t.Errorf("cache clean on a foreign directory: the refusal does not say why:\n%s", r.Stderr)
	}
	for _, name := range kept {
		if _, err := os.Stat(filepath.Join(foreign, name)); err != nil {
			t.Errorf("a skipped directory lost a file: %v", err)
		}
	}
	if _, err := os.Stat(filepath.Join(foreign, "README")); err == nil {
		t.Errorf("a skipped directory was marked as the cache's")
	}

	file := filepath.Join(t.TempDir(), "cache")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	wantSkipped("a file in the cache's place", file, withCache(t, file, toolerrlintBin, "-C", findingsModule), "not a directory")

	// Every entry corrupt: missed, computed again and written over,
	// without a word.
	store := t.TempDir()
	withCache(t, store, toolerrlintBin, "-C", findingsModule).WantCode(t, report.ExitFindings)
	entries, _ := filepath.Glob(filepath.Join(store, "[0-9a-f][0-9a-f]", "*"))
	if len(entries) == 0 {
		t.Fatal("a run stored nothing")
	}
	for _, e := range entries {
		if err := os.WriteFile(e, []byte("{corrupt"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	wantSame(t, "corrupt entries", withCache(t, store, toolerrlintBin, "-C", findingsModule), want)
	if len(storedResults(t, store)) == 0 {
		t.Errorf("corrupt entries were not written over")
	}

	// Subdirectories of entries in the way: nothing is stored.
	blocked := t.TempDir()
	withCache(t, blocked, toolerrlintBin, "-C", cleanModule).WantCode(t, report.ExitClean) // marks it the cache's
	for _, name := range hexPairs() {
		p := filepath.Join(blocked, name)
		os.RemoveAll(p)
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	wantSkipped("entries that cannot be written", blocked, withCache(t, blocked, toolerrlintBin, "-C", findingsModule), "results not")
}

// hexPairs are the names of every subdirectory the cache keeps entries in.
func hexPairs() []string {
	const hex = "0123456789abcdef"
	var names []string
	for _, a := range hex {
		for _, b := range hex {
			names = append(names, string(a)+string(b))
		}
	}
	return names
}

// A relative TOOLERRLINT_CACHE is relative to the directory the command
// was started in, whatever -C says.
func TestCacheRelativeToWhereStarted(t *testing.T) {
	start := t.TempDir()
	r := drivertest.Run(t, start, []string{"TOOLERRLINT_CACHE=lint-cache"}, toolerrlintBin, "-C", cleanModule)
	r.WantCode(t, report.ExitClean)
	if r.Stderr != "" {
		t.Errorf("a relative TOOLERRLINT_CACHE: stderr\n%s", r.Stderr)
	}
	if len(storedResults(t, filepath.Join(start, "lint-cache"))) == 0 {
		t.Errorf("a run with TOOLERRLINT_CACHE=lint-cache stored nothing in %s", filepath.Join(start, "lint-cache"))
	}
	if _, err := os.Stat(filepath.Join(cleanModule, "lint-cache")); err == nil {
		t.Errorf("a relative TOOLERRLINT_CACHE was taken relative to -C")
	}
	clean := drivertest.Run(t, start, []string{"TOOLERRLINT_CACHE=lint-cache"}, toolerrlintBin, "cache", "clean")
	clean.WantCode(t, report.ExitClean)
	if !strings.Contains(clean.Stdout, filepath.Join(start, "lint-cache")) {
		t.Errorf("cache clean does not name the directory it cleaned:\n%s", clean.Stdout)
	}
}

// -tags decides which files a package has: a run with other tags is never
// served the stored result of a run with different ones, in either order,
// and each replays its own.
func TestCacheKeyedByTags(t *testing.T) {
	module := drivertest.CopyModule(t, findingsModule)
	extra := "//go:build extra\n\npackage tools\n\nimport (\n\t\"context\"\n\t\"errors\"\n)\n\n" +
		"var _ Handler = extra\n\nfunc extra(ctx context.Context, args map[string]any) (string, error) {\n\treturn \"\", errors.New(\"extra\")\n}\n"
	if err := os.WriteFile(filepath.Join(module, "tools", "extra.go"), []byte(extra), 0o644); err != nil {
		t.Fatal(err)
	}
	store := t.TempDir()
	const tagged = "tools/extra.go:13:"
	for _, step := range []struct {
		tags []string
		want bool
	}{
		{nil, false},
		{[]string{"-tags", "extra"}, true},
		{nil, false},
		{[]string{"-tags", "other"}, false},
		{[]string{"-tags", "other,extra"}, true},
		{[]string{"-tags", "extra"}, true},
	} {
		args := append([]string{"-C", module, "-enable", "protocolerr"}, step.tags...)
		got := withCache(t, store, toolerrlintBin, args...)
		wantSame(t, strings.Join(step.tags, " "), got, uncached(t, args...))
		if strings.Contains(got.Stdout, tagged) != step.want {
			t.Errorf("toolerrlint %s: report %s a finding in the tagged file:\n%s",
				strings.Join(step.tags, " "), map[bool]string{true: "lacks", false: "has"}[step.want], got.Stdout)
		}
	}
}
