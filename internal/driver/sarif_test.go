package driver_test

import (
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// Suggested fixes become SARIF fixes whose deleted region is exactly the
// text the edit replaces.
func TestSARIFFixes(t *testing.T) {
	r := runFake(t, "-C", findingsModule, "-format", "sarif", "-enable", "errorsnew")
	r.WantCode(t, report.ExitFindings)
	results := drivertest.DecodeSARIF(t, r.Stdout).Runs[0].Results
	if len(results) == 0 {
		t.Fatal("no results")
	}
	for _, res := range results {
		loc := res.Locations[0].PhysicalLocation
		src := drivertest.ReadFile(t, findingsModule, loc.ArtifactLocation.URI)
		line := strings.Split(src, "\n")[loc.Region.StartLine-1]
		call := line[loc.Region.StartColumn-1 : loc.Region.EndColumn-1]
		if len(res.Fixes) != 1 || len(res.Fixes[0].ArtifactChanges) != 1 || len(res.Fixes[0].ArtifactChanges[0].Replacements) != 1 {
			t.Fatalf("fixes %+v, want one fix with one replacement", res.Fixes)
		}
		fx := res.Fixes[0]
		change := fx.ArtifactChanges[0]
		rep := change.Replacements[0]
		if fx.Description.Text != "drop the error" || change.ArtifactLocation != loc.ArtifactLocation || rep.InsertedContent.Text != "nil" {
			t.Errorf("fix %+v at %+v", fx, loc.ArtifactLocation)
		}
		del := rep.DeletedRegion
		if got := src[del.ByteOffset : del.ByteOffset+del.ByteLength]; got != call {
			t.Errorf("deleted bytes %q, want the call %q", got, call)
		}
		if del.CharOffset == nil || del.CharLength == nil || *del.CharOffset != del.ByteOffset || *del.CharLength != del.ByteLength {
			t.Errorf("deleted characters %v+%v, want the byte range %d+%d of an ASCII file", del.CharOffset, del.CharLength, del.ByteOffset, del.ByteLength)
		}
	}
}

// Columns and character offsets count UTF-16 code units, as the log's
// columnKind says, wherever a line holds characters outside ASCII; the
// byte order mark does not count.
func TestSARIFColumnsCountUTF16(t *testing.T) {
	const wideLine = `var greeting, failure = "héllo, 世界 😀", errors.New("wide")`
	module := drivertest.WriteModule(t, map[string]string{
		"go.mod":  "module example.com/wide\n\ngo 1.26.0\n",
		"wide.go": "package wide\n\nimport \"errors\"\n\n" + wideLine + "\n",
		"bom.go":  "\uFEFFpackage wide; import \"errors\"; var bomFailure = errors.New(\"bom\")\n",
	})
	r := runFake(t, "-C", module, "-format", "sarif", "-enable", "errorsnew")
	r.WantCode(t, report.ExitFindings)
	results := drivertest.DecodeSARIF(t, r.Stdout).Runs[0].Results
	if len(results) != 2 {
		t.Fatalf("%d results, want 2", len(results))
	}
	units := func(s string) int { return len(utf16.Encode([]rune(s))) }
	for _, res := range results {
		loc := res.Locations[0].PhysicalLocation
		src := drivertest.ReadFile(t, module, loc.ArtifactLocation.URI)
		text := strings.TrimPrefix(src, "\uFEFF")
		line := strings.Split(text, "\n")[loc.Region.StartLine-1]
		callAt := strings.Index(line, "errors.New(")
		if want := 1 + units(line[:callAt]); loc.Region.StartColumn != want {
			t.Errorf("%s: startColumn %d, want %d", loc.ArtifactLocation.URI, loc.Region.StartColumn, want)
		}
		callEnd := callAt + strings.Index(line[callAt:], ")") + 1
		if want := 1 + units(line[:callEnd]); loc.Region.EndColumn != want {
			t.Errorf("%s: endColumn %d, want %d", loc.ArtifactLocation.URI, loc.Region.EndColumn, want)
		}
		del := res.Fixes[0].ArtifactChanges[0].Replacements[0].DeletedRegion
		if src[del.ByteOffset:del.ByteOffset+del.ByteLength] != line[callAt:callEnd] {
			t.Errorf("%s: byte range %d+%d is not the call", loc.ArtifactLocation.URI, del.ByteOffset, del.ByteLength)
		}
		lineStart := strings.Index(text, line)
		if want := units(text[:lineStart+callAt]); del.CharOffset == nil || *del.CharOffset != want {
			t.Errorf("%s: charOffset %v, want %d", loc.ArtifactLocation.URI, del.CharOffset, want)
		}
	}
	// The JSON report keeps go/token's byte columns: the conversion is
	// SARIF's alone, and the fixture does exercise it.
	for _, d := range drivertest.DecodeReport(t, runFake(t, "-C", module, "-format", "json", "-enable", "errorsnew").Stdout).Diagnostics {
		if d.File == "wide.go" && d.Column == 1+units(wideLine[:strings.Index(wideLine, "errors.New(")]) {
			t.Errorf("the byte column equals the UTF-16 column: the fixture does not test the conversion")
		}
	}
}

// Every result carries a partial fingerprint that code scanning matches
// across runs: the same for a finding after lines are inserted above it,
// and different for any two results of one log, even two findings with
// the same file, rule and message.
func TestSARIFFingerprints(t *testing.T) {
	module := drivertest.CopyModule(t, findingsModule)
	// A second finding of the same words in the same file as one already
	// there: only its place tells it from the first.
	edit(t, module, "admin/admin.go", "\treturn \"cleared\", nil", "\tif args == nil {\n\t\treturn \"\", errors.New(\"no arguments\")\n\t}\n\treturn \"cleared\", nil")
	type result struct {
		line        int
		fingerprint string
	}
	// fingerprints maps each result, by rule, file and message and in log
	// order, to its line and fingerprint.
	fingerprints := func() map[string][]result {
		r := runFake(t, "-C", module, "-format", "sarif")
		r.WantCode(t, report.ExitFindings)
		byFinding := make(map[string][]result)
		seen := make(map[string]bool)
		for _, res := range drivertest.DecodeSARIF(t, r.Stdout).Runs[0].Results {
			fp := res.PartialFingerprints["toolerrlintFinding/v1"]
			if len(res.PartialFingerprints) != 1 || fp == "" {
				t.Fatalf("partialFingerprints %v, want toolerrlintFinding/v1 alone", res.PartialFingerprints)
			}
			if seen[fp] {
				t.Errorf("two results share the fingerprint %s", fp)
			}
			seen[fp] = true
			loc := res.Locations[0].PhysicalLocation
			k := res.RuleID + " " + loc.ArtifactLocation.URI + " " + res.Message.Text
			byFinding[k] = append(byFinding[k], result{loc.Region.StartLine, fp})
		}
		return byFinding
	}
	before := fingerprints()
	twins := 0
	for k, rs := range before {
		if strings.HasPrefix(k, "errorsnew admin/admin.go ") && len(rs) == 2 {
			twins++
		}
	}
	if twins != 1 {
		t.Fatalf("the fixture lacks two errorsnew findings in admin.go with the same message: %v", before)
	}

	edit(t, module, "tools/add.go", "package tools\n", "package tools\n\n// Two lines above every finding.\n")
	edit(t, module, "admin/admin.go", "package admin\n", "package admin\n\n// Two lines above every finding.\n")
	after := fingerprints()
	if len(after) != len(before) {
		t.Fatalf("%d distinct findings after the edit, %d before", len(after), len(before))
	}
	moved := 0
	for k, rs := range before {
		if len(after[k]) != len(rs) {
			t.Errorf("%s: %d results after the edit, %d before", k, len(after[k]), len(rs))
			continue
		}
		for i, r := range rs {
			if after[k][i].fingerprint != r.fingerprint {
				t.Errorf("%s at line %d, now %d: fingerprint %s, was %s", k, r.line, after[k][i].line, after[k][i].fingerprint, r.fingerprint)
			}
			if after[k][i].line == r.line+2 {
				moved++
			}
		}
	}
	if moved == 0 {
		t.Errorf("no finding moved down two lines: the edit does not test line moves")
	}
}
