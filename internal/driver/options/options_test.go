package options_test

import (
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/internal/driver/options"
	"github.com/toolerrlint/toolerrlint/internal/driver/ruleset"
)

// Every rule flag and shared-pass flag must be registrable next to the
// driver's own flags, and, under go vet, next to unitchecker's.
func TestAnalyzerFlagsDoNotCollide(t *testing.T) {
	var opts options.Options
	fs := options.NewFlagSet(&opts, analyzers.All) // panics on a redefined flag
	for _, a := range analyzers.All {
		a.Flags.VisitAll(func(f *flag.Flag) {
			if fs.Lookup(a.Name+"."+f.Name) == nil {
				t.Errorf("-%s.%s is not exposed", a.Name, f.Name)
			}
		})
	}
	reserved := map[string]bool{
		// registered by unitchecker or by the vet mode
		"V": true, "flags": true, "json": true, "c": true, "fix": true, "diff": true,
		"source": true, "v": true, "all": true, "tags": true, "enable": true, "disable": true,
	}
	for _, p := range ruleset.Requirements(analyzers.All) {
		p.Flags.VisitAll(func(f *flag.Flag) {
			if fs.Lookup(f.Name) == nil {
				t.Errorf("-%s of %s is not exposed", f.Name, p.Name)
			}
			if reserved[f.Name] {
				t.Errorf("-%s of %s collides with a go vet flag", f.Name, p.Name)
			}
		})
	}
}

// Under go vet, -provenance is the provenance rule's switch: the
// declarations pass's flag of that name is registered as
// toolerrdecls.provenance instead, with every other pass flag unchanged.
func TestVetRenamesCollidingPassFlags(t *testing.T) {
	switches := make(map[string]bool)
	vetFlags := flag.NewFlagSet("vet", flag.ContinueOnError)
	for _, r := range analyzers.All {
		switches[r.Name] = true
		vetFlags.Bool(r.Name, false, "enable "+r.Name)
	}
	renamed := options.RegisterPassFlags(vetFlags, analyzers.All, switches) // panics on a collision
	if to := renamed["provenance"]; to != "toolerrdecls.provenance" || vetFlags.Lookup(to) == nil {
		t.Errorf("renamed = %v, want provenance registered as toolerrdecls.provenance", renamed)
	}
	if vetFlags.Lookup("codes") == nil || len(renamed) != 1 {
		t.Errorf("renamed = %v: only the colliding flag may change its name", renamed)
	}
}

// -diff replaces the report with a diff: a report format asked for with it
// is an error, not silently dropped.
func TestDiffWithReportFormat(t *testing.T) {
	for _, tc := range []struct {
		args    []string
		wantErr bool
	}{
		{[]string{"-diff"}, false},
		{[]string{"-diff", "-format", "text"}, false},
		{[]string{"-format", "json"}, false},
		{[]string{"-format", "json", "-diff"}, true},
		{[]string{"-diff", "-format", "sarif"}, true},
		{[]string{"-fix", "-diff", "-format", "github"}, true},
	} {
		var opts options.Options
		fs := options.NewFlagSet(&opts, analyzers.All)
		err := options.Parse(fs, &opts, tc.args)
		if (err != nil) != tc.wantErr {
			t.Errorf("Parse(%q) error = %v, want error: %v", tc.args, err, tc.wantErr)
		}
		if err != nil && !strings.Contains(err.Error(), "-format") {
			t.Errorf("Parse(%q) error %q does not name -format", tc.args, err)
		}
	}
}

// A -path-prefix that repeats -C's directory, relative to where the
// command was started, is refused unless that directory's own path ends
// with it; any other prefix composes with -C.
func TestCheckPathPrefix(t *testing.T) {
	for _, tc := range []struct {
		prefix, start, dir string
		refused            bool
	}{
		{"", "/repo", "/repo/svc", false},
		{"svc", "/repo", "/repo/svc", true},
		{"svc/", "/repo", "/repo/svc", true},
		{"svc", "/repo/svc", "/repo/svc/svc", false}, // started in repo/svc
		{"svc", "/repo/svc", "/repo/svc", false},     // no -C
		{"services", "/repo/services", "/repo/services/api", false},
		{"svc/api", "/repo", "/repo/svc/api", true},
	} {
		start, dir := filepath.FromSlash(tc.start), filepath.FromSlash(tc.dir)
		err := options.CheckPathPrefix(filepath.FromSlash(tc.prefix), start, dir)
		if (err != nil) != tc.refused {
			t.Errorf("CheckPathPrefix(%q, %s, %s) = %v, want refused %t", tc.prefix, start, dir, err, tc.refused)
		}
	}
}
