package main

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/docs"
	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
	"github.com/toolerrlint/toolerrlint/internal/driver/suppress"
)

// The real rules on the findings module: every finding is a result, with
// the same rule, position and words as in the JSON report, and every rule
// that ran is described once, with its documentation.
func TestSARIFFindings(t *testing.T) {
	module, err := filepath.Abs(findingsModule)
	if err != nil {
		t.Fatal(err)
	}
	r := toolerrlint(t, "", "-C", findingsModule, "-format", "sarif")
	r.WantCode(t, report.ExitFindings)
	doc := drivertest.DecodeSARIF(t, r.Stdout)
	run := doc.Runs[0]

	driver := run.Tool.Driver
	if driver.Name != "toolerrlint" || driver.Version == "" || !strings.HasPrefix(driver.InformationURI, "https://") {
		t.Errorf("driver name %q, version %q, informationUri %q", driver.Name, driver.Version, driver.InformationURI)
	}
	if len(driver.Rules) != len(analyzers.All) {
		t.Fatalf("%d rules described, want %d", len(driver.Rules), len(analyzers.All))
	}
	for i, a := range analyzers.All {
		rule := driver.Rules[i]
		title, body, _ := strings.Cut(strings.TrimSpace(a.Doc), "\n")
		if rule.ID != a.Name || rule.ShortDescription.Text != title || rule.HelpURI != a.URL {
			t.Errorf("rule %d: id %q, short %q, helpUri %q; want %q, %q, %q", i, rule.ID, rule.ShortDescription.Text, rule.HelpURI, a.Name, title, a.URL)
		}
		if got, want := strings.Fields(rule.FullDescription.Text), strings.Fields(body); !slices.Equal(got, want) {
			t.Errorf("rule %s: fullDescription %q, want the words of the documentation after its title", a.Name, rule.FullDescription.Text)
		}
		if page, _ := docs.Rule(a.Name); rule.Help == nil || rule.Help.Markdown != page {
			t.Errorf("rule %s: help is not the rule's page", a.Name)
		}
		if rule.DefaultConfiguration.Level != "error" {
			t.Errorf("rule %s: default level %q", a.Name, rule.DefaultConfiguration.Level)
		}
	}

	if base := run.OriginalURIBaseIDs["%SRCROOT%"].URI; base != "file://"+filepath.ToSlash(module)+"/" {
		t.Errorf("%%SRCROOT%% is %q, want the working directory %s", base, module)
	}
	if run.ColumnKind != "utf16CodeUnits" || run.DefaultEncoding != "utf-8" {
		t.Errorf("columnKind %q, defaultEncoding %q", run.ColumnKind, run.DefaultEncoding)
	}
	if inv := run.Invocations[0]; !inv.ExecutionSuccessful || len(inv.ToolExecutionNotifications) != 0 {
		t.Errorf("invocation %+v, want a successful one", inv)
	}

	js := drivertest.DecodeReport(t, toolerrlint(t, "", "-C", findingsModule, "-format", "json").Stdout)
	if len(run.Results) != len(js.Diagnostics) {
		t.Fatalf("%d results, %d JSON diagnostics", len(run.Results), len(js.Diagnostics))
	}
	var keys []drivertest.FindingKey
	for i, res := range run.Results {
		d := js.Diagnostics[i]
		keys = append(keys, drivertest.FindingKey{Rule: res.RuleID, File: res.Locations[0].PhysicalLocation.ArtifactLocation.URI, Line: res.Locations[0].PhysicalLocation.Region.StartLine})
		if res.RuleID != d.Rule || res.Level != "error" || res.Message.Text != d.Message {
			t.Errorf("result %d: %s %s %q; JSON: %s %q", i, res.RuleID, res.Level, res.Message.Text, d.Rule, d.Message)
		}
		if res.RuleIndex < 0 || res.RuleIndex >= len(driver.Rules) || driver.Rules[res.RuleIndex].ID != res.RuleID {
			t.Errorf("result %d: ruleIndex %d does not point at rule %s", i, res.RuleIndex, res.RuleID)
		}
		if len(res.Locations) != 1 {
			t.Fatalf("result %d: %d locations", i, len(res.Locations))
		}
		loc := res.Locations[0].PhysicalLocation
		if loc.ArtifactLocation != (drivertest.SARIFURI{URI: filepath.ToSlash(d.File), URIBaseID: "%SRCROOT%"}) {
			t.Errorf("result %d: artifact %+v, want %s under %%SRCROOT%%", i, loc.ArtifactLocation, d.File)
		}
		reg := loc.Region
		// The module is ASCII: UTF-16 columns are byte columns.
		if reg.StartLine != d.Line || reg.StartColumn != d.Column || reg.EndLine != d.EndLine || reg.EndColumn != d.EndColumn {
			t.Errorf("result %d: region %+v, JSON %d:%d-%d:%d", i, reg, d.Line, d.Column, d.EndLine, d.EndColumn)
		}
		if len(res.Suppressions) != 0 {
			t.Errorf("result %d is suppressed: %+v", i, res.Suppressions)
		}
	}
	drivertest.SortKeys(keys)
	if want := drivertest.ExpectedFindings(t, findingsModule, true); !slices.Equal(keys, want) {
		t.Errorf("results:\n got %v\nwant %v", keys, want)
	}
}

// A package that does not type-check fails the run, and the log says so.
func TestSARIFRunFailure(t *testing.T) {
	r := toolerrlint(t, "", "-C", brokenModule, "-format", "sarif")
	r.WantCode(t, report.ExitFailure)
	inv := drivertest.DecodeSARIF(t, r.Stdout).Runs[0].Invocations[0]
	if inv.ExecutionSuccessful {
		t.Errorf("executionSuccessful is true for a failed run")
	}
	if len(inv.ToolExecutionNotifications) != 1 {
		t.Fatalf("notifications %+v, want the one type error", inv.ToolExecutionNotifications)
	}
	n := inv.ToolExecutionNotifications[0]
	if n.Level != "error" || !strings.Contains(n.Message.Text, "example.com/broken/bad") || !strings.Contains(n.Message.Text, "undefined: undefinedAnswer") {
		t.Errorf("notification %+v", n)
	}
}

// The examples silence one finding with //toolerr:ignore and a reason; in
// SARIF it is a result with that reason as its justification. This needs
// the pass that parses the directives to record what it silences.
func TestSARIFSuppressedFindingInExamples(t *testing.T) {
	if len(suppress.Passes(analyzers.All)) == 0 {
		t.Skip("the comments pass does not record the findings it silences yet (no EachSuppressed method on its result)")
	}
	examples := examplesModule
	r := toolerrlint(t, "", "-C", examples, "-format", "sarif")
	r.WantCode(t, report.ExitFindings)
	var suppressed []drivertest.SARIFResult
	for _, res := range drivertest.DecodeSARIF(t, r.Stdout).Runs[0].Results {
		if len(res.Suppressions) > 0 {
			suppressed = append(suppressed, res)
		}
	}
	if len(suppressed) != 1 {
		t.Fatalf("%d suppressed results, want the one in gosdk/tools.go", len(suppressed))
	}
	res := suppressed[0]
	loc := res.Locations[0].PhysicalLocation
	if res.RuleID != "handlerpanic" || loc.ArtifactLocation.URI != "gosdk/tools.go" ||
		!strings.Contains(drivertest.ReadFile(t, examples, "gosdk/tools.go"), "//toolerr:ignore handlerpanic the supervisor starts a fresh process") {
		t.Errorf("suppressed result %+v", res)
	}
	if s := res.Suppressions[0]; s.Kind != "inSource" || s.Justification != "the supervisor starts a fresh process" {
		t.Errorf("suppression %+v", s)
	}
}
