package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/docs"
)

// runRules runs the driver in process with the given rules.
func runRules(t *testing.T, rules []*analysis.Analyzer, args ...string) commandResult {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := dispatch(args, rules, &stdout, &stderr)
	return commandResult{code: code, stdout: stdout.String(), stderr: stderr.String()}
}

// The real rules on the findings module: every finding is a result, with
// the same rule, position and words as in the JSON report, and every rule
// that ran is described once, with its documentation.
func TestSARIFFindings(t *testing.T) {
	module, err := filepath.Abs(findingsModule)
	if err != nil {
		t.Fatal(err)
	}
	r := toolerrlint(t, "", "-C", findingsModule, "-format", "sarif")
	r.wantCode(t, exitFindings)
	doc := decodeSARIF(t, r.stdout)
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

	js := decodeReport(t, toolerrlint(t, "", "-C", findingsModule, "-format", "json").stdout)
	if len(run.Results) != len(js.Diagnostics) {
		t.Fatalf("%d results, %d JSON diagnostics", len(run.Results), len(js.Diagnostics))
	}
	var keys []findingKey
	for i, res := range run.Results {
		d := js.Diagnostics[i]
		keys = append(keys, findingKey{Rule: res.RuleID, File: res.Locations[0].PhysicalLocation.ArtifactLocation.URI, Line: res.Locations[0].PhysicalLocation.Region.StartLine})
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
		if loc.ArtifactLocation != (sarifURI{URI: filepath.ToSlash(d.File), URIBaseID: "%SRCROOT%"}) {
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
	sortKeys(keys)
	if want := expectedFindings(t, findingsModule, true); !slices.Equal(keys, want) {
		t.Errorf("results:\n got %v\nwant %v", keys, want)
	}
}

// A package that does not type-check fails the run, and the log says so.
func TestSARIFRunFailure(t *testing.T) {
	r := toolerrlint(t, "", "-C", "testdata/broken", "-format", "sarif")
	r.wantCode(t, exitFailure)
	inv := decodeSARIF(t, r.stdout).Runs[0].Invocations[0]
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

// Suggested fixes become SARIF fixes whose deleted region is exactly the
// text the edit replaces.
func TestSARIFFixes(t *testing.T) {
	r := runFake(t, "-C", findingsModule, "-format", "sarif", "-enable", "errorsnew")
	r.wantCode(t, exitFindings)
	results := decodeSARIF(t, r.stdout).Runs[0].Results
	if len(results) == 0 {
		t.Fatal("no results")
	}
	for _, res := range results {
		loc := res.Locations[0].PhysicalLocation
		src := readFile(t, findingsModule, loc.ArtifactLocation.URI)
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
	module := writeModule(t, map[string]string{
		"go.mod":  "module example.com/wide\n\ngo 1.26.0\n",
		"wide.go": "package wide\n\nimport \"errors\"\n\n" + wideLine + "\n",
		"bom.go":  "\uFEFFpackage wide; import \"errors\"; var bomFailure = errors.New(\"bom\")\n",
	})
	r := runFake(t, "-C", module, "-format", "sarif", "-enable", "errorsnew")
	r.wantCode(t, exitFindings)
	results := decodeSARIF(t, r.stdout).Runs[0].Results
	if len(results) != 2 {
		t.Fatalf("%d results, want 2", len(results))
	}
	units := func(s string) int { return len(utf16.Encode([]rune(s))) }
	for _, res := range results {
		loc := res.Locations[0].PhysicalLocation
		src := readFile(t, module, loc.ArtifactLocation.URI)
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
	for _, d := range decodeReport(t, runFake(t, "-C", module, "-format", "json", "-enable", "errorsnew").stdout).Diagnostics {
		if d.File == "wide.go" && d.Column == 1+units(wideLine[:strings.Index(wideLine, "errors.New(")]) {
			t.Errorf("the byte column equals the UTF-16 column: the fixture does not test the conversion")
		}
	}
}

func TestUTF16Conversions(t *testing.T) {
	src := &sourceText{data: []byte("\uFEFFab\né😀x\n")}
	// line 1: BOM(3) a b \n ; line 2 starts at 6: é(2) 😀(4) x \n
	src.lineStarts = []int{0, 6, 14}
	for _, tc := range []struct {
		line, col, want int
		ok              bool
	}{
		{1, 4, 1, true},  // after the BOM: the first character
		{1, 5, 2, true},  // b
		{2, 1, 1, true},  // é
		{2, 3, 2, true},  // 😀, after é (two bytes, one unit)
		{2, 7, 4, true},  // x, after 😀 (four bytes, two units)
		{2, 9, 6, true},  // past the newline
		{3, 1, 1, true},  // the empty line after the last newline
		{4, 1, 0, false}, // no such line
		{2, 10, 0, false},
		{0, 1, 0, false},
	} {
		got, ok := src.utf16Column(tc.line, tc.col)
		if got != tc.want || ok != tc.ok {
			t.Errorf("utf16Column(%d, %d) = %d, %v; want %d, %v", tc.line, tc.col, got, ok, tc.want, tc.ok)
		}
	}
	for _, tc := range []struct {
		offset, want int
		ok           bool
	}{
		{0, 0, true}, {3, 0, true}, {4, 1, true}, {6, 3, true}, {8, 4, true}, {12, 6, true}, {14, 8, true},
		{15, 0, false}, {-1, 0, false},
	} {
		got, ok := src.utf16Offset(tc.offset)
		if got != tc.want || ok != tc.ok {
			t.Errorf("utf16Offset(%d) = %d, %v; want %d, %v", tc.offset, got, ok, tc.want, tc.ok)
		}
	}
}

// writeModule writes a module of the given files into a fresh directory.
func writeModule(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// The examples silence one finding with //toolerr:ignore and a reason; in
// SARIF it is a result with that reason as its justification. This needs
// the pass that parses the directives to record what it silences.
func TestSARIFSuppressedFindingInExamples(t *testing.T) {
	if len(suppressionPasses(analyzers.All)) == 0 {
		t.Skip("the directives pass does not record the findings it silences yet (no EachSuppressed method on its result)")
	}
	examples, err := filepath.Abs(filepath.Join("..", "..", "examples"))
	if err != nil {
		t.Fatal(err)
	}
	r := toolerrlint(t, "", "-C", examples, "-format", "sarif")
	r.wantCode(t, exitFindings)
	var suppressed []sarifOutput
	for _, res := range decodeSARIF(t, r.stdout).Runs[0].Results {
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
		!strings.Contains(readFile(t, examples, "gosdk/tools.go"), "//toolerr:ignore handlerpanic the supervisor starts a fresh process") {
		t.Errorf("suppressed result %+v", res)
	}
	if s := res.Suppressions[0]; s.Kind != "inSource" || s.Justification != "the supervisor starts a fresh process" {
		t.Errorf("suppression %+v", s)
	}
}
