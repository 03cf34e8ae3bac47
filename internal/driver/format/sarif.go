package format

import (
	"encoding/json"
	"io"
	"net/url"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/docs"
	"github.com/toolerrlint/toolerrlint/internal/driver/baseline"
	"github.com/toolerrlint/toolerrlint/internal/driver/buildinfo"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// sarifFormat writes the report as a SARIF 2.1.0 log with one run: a
// reportingDescriptor per rule that ran, a result per finding (and per
// finding a directive silenced, marked with its suppression), and the
// failures of the run as notifications of its invocation.
type sarifFormat struct{}

// toolInformationURI is where users learn about the tool.
const toolInformationURI = "https://github.com/toolerrlint/toolerrlint"

func (sarifFormat) Write(w io.Writer, r *report.Report) error {
	log := sarifLog{
		Schema:  sarifSchema,
		Version: sarifVersion,
		Runs:    []sarifRun{sarifRunOf(r)},
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(log)
}

func sarifRunOf(r *report.Report) sarifRun {
	run := sarifRun{
		Tool: sarifTool{Driver: sarifDriver{
			Name:           "toolerrlint",
			Version:        sarifToolVersion(),
			InformationURI: toolInformationURI,
			Rules:          make([]sarifRule, 0, len(r.Rules)),
		}},
		Invocations:     []sarifInvocation{sarifInvocationOf(r)},
		DefaultEncoding: "utf-8", // Go source is UTF-8
		// Columns and character offsets count UTF-16 code units, the
		// unit SARIF viewers and GitHub code scanning assume by default;
		// they are converted from the byte columns of go/token.
		ColumnKind: "utf16CodeUnits",
		Results:    make([]sarifResult, 0, len(r.Findings)+len(r.Suppressed)),
	}
	if root := r.ShownRoot(); root != "" {
		run.OriginalURIBaseIDs = map[string]sarifArtifactLocation{
			sarifSourceRoot: {URI: directoryURI(root)},
		}
	}
	ruleIndex := make(map[string]int, len(r.Rules))
	for i, a := range r.Rules {
		ruleIndex[a.Name] = i
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRuleOf(a))
	}

	type entry struct {
		report.Finding
		suppressed    bool
		justification string
	}
	entries := make([]entry, 0, cap(run.Results))
	for _, f := range r.Findings {
		entries = append(entries, entry{Finding: f})
	}
	for _, s := range r.Suppressed {
		entries = append(entries, entry{Finding: s.Finding, suppressed: true, justification: s.Justification})
	}
	slices.SortStableFunc(entries, func(a, b entry) int { return report.Compare(a.Finding, b.Finding) })

	occurrences := make(map[string]int)
	for _, e := range entries {
		fingerprint := baseline.Fingerprint(e.Finding)
		occurrences[fingerprint]++
		index, ok := ruleIndex[e.Rule]
		if !ok {
			index = -1 // SARIF's "unknown"; every finding's rule ran, though
		}
		res := sarifResult{
			RuleID:    e.Rule,
			RuleIndex: index,
			Level:     "error",
			Message:   sarifMessage{Text: e.Message},
			Locations: []sarifLocation{{PhysicalLocation: sarifPhysicalLocation{
				ArtifactLocation: artifactLocation(r.Shown(e.File)),
				Region:           sarifRegionOf(r, e.Finding),
			}}},
		}
		res.PartialFingerprints = map[string]string{
			sarifFingerprintKey: fingerprint + ":" + strconv.Itoa(occurrences[fingerprint]),
		}
		for _, fx := range e.Fixes {
			res.Fixes = append(res.Fixes, sarifFixOf(r, fx))
		}
		if e.suppressed {
			res.Suppressions = []sarifSuppression{{Kind: "inSource", Justification: e.justification}}
		}
		run.Results = append(run.Results, res)
	}
	return run
}

// sarifFingerprintKey names the partial fingerprint of every result: the
// baseline's key of the finding (its file, rule, tool and message, not its
// line; see baseline.Fingerprint), then ":N" for the Nth result with that
// key in the log's order. Code scanning matches results of successive
// runs by it, so a finding that moves to another line stays the same
// alert, and two findings that differ only by their line are two alerts.
const sarifFingerprintKey = "toolerrlintFinding/v1"

// sarifToolVersion is the module version without Go's "v" prefix, since
// SARIF consumers compare versions that start with a number.
func sarifToolVersion() string {
	return sarifVersionOf(buildinfo.Module())
}

// sarifVersionOf words a version as buildinfo.Module gives it for SARIF: a
// release as its number ("0.1.0", with the commit after it when built from
// a checkout), a development build as a pre-release below every release,
// with its commit as build metadata ("0.0.0-devel+0123abcd.dirty").
func sarifVersionOf(module string) string {
	if rest, ok := strings.CutPrefix(module, "v"); ok && rest != "" && rest[0] >= '0' && rest[0] <= '9' {
		return rest
	}
	commit, ok := strings.CutPrefix(module, "devel ")
	if !ok || strings.HasPrefix(commit, "(") {
		return "0.0.0-devel"
	}
	return "0.0.0-devel+" + strings.ReplaceAll(commit, "+", ".")
}

// sarifRuleOf describes a rule: the first line of its documentation is
// the short description, the paragraphs after it the full one, and its
// page, when it has one, the help.
func sarifRuleOf(a *analysis.Analyzer) sarifRule {
	title, body, _ := strings.Cut(strings.TrimSpace(a.Doc), "\n")
	full := unwrapParagraphs(body)
	if full == "" {
		full = title
	}
	rule := sarifRule{
		ID:                   a.Name,
		ShortDescription:     sarifMessage{Text: title},
		FullDescription:      sarifMessage{Text: full},
		HelpURI:              a.URL,
		DefaultConfiguration: sarifConfiguration{Level: "error"},
	}
	if page, ok := docs.Rule(a.Name); ok {
		rule.Help = &sarifHelp{Text: full, Markdown: page}
	}
	return rule
}

// unwrapParagraphs joins the lines of each paragraph of a doc comment, so
// that viewers wrap the text to their own width.
func unwrapParagraphs(text string) string {
	var paragraphs []string
	for _, p := range strings.Split(strings.TrimSpace(text), "\n\n") {
		if p = strings.Join(strings.Fields(p), " "); p != "" {
			paragraphs = append(paragraphs, p)
		}
	}
	return strings.Join(paragraphs, "\n\n")
}

func sarifInvocationOf(r *report.Report) sarifInvocation {
	inv := sarifInvocation{ExecutionSuccessful: len(r.Errors) == 0}
	for _, e := range r.Errors {
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, sarifNotification{
			Level:   "error",
			Message: sarifMessage{Text: e.String()},
		})
	}
	return inv
}

// sarifRegionOf gives a finding's range, with columns converted to UTF-16
// code units when the file can be read (and left in bytes, which agree for
// ASCII text, when it cannot). A finding without a position has no region.
func sarifRegionOf(r *report.Report, f report.Finding) *sarifRegion {
	if f.Line < 1 {
		return nil
	}
	region := &sarifRegion{StartLine: f.Line, StartColumn: f.Column, EndLine: f.EndLine, EndColumn: f.EndColumn}
	if t, err := r.Source(f.File); err == nil {
		if c, ok := t.UTF16Column(f.Line, f.Column); ok {
			region.StartColumn = c
		}
		if c, ok := t.UTF16Column(f.EndLine, f.EndColumn); ok {
			region.EndColumn = c
		}
	}
	return region
}

// sarifFixOf turns a suggested fix into artifact changes, one per file in
// the order the edits first name them.
func sarifFixOf(r *report.Report, fx report.Fix) sarifFix {
	out := sarifFix{Description: sarifMessage{Text: fx.Message}}
	changeOf := make(map[string]int)
	for _, e := range fx.Edits {
		i, ok := changeOf[e.File]
		if !ok {
			i = len(out.ArtifactChanges)
			changeOf[e.File] = i
			out.ArtifactChanges = append(out.ArtifactChanges, sarifArtifactChange{ArtifactLocation: artifactLocation(r.Shown(e.File))})
		}
		out.ArtifactChanges[i].Replacements = append(out.ArtifactChanges[i].Replacements, sarifReplacement{
			DeletedRegion:   sarifDeletedRegion(r, e),
			InsertedContent: sarifArtifactContent{Text: e.NewText},
		})
	}
	return out
}

// sarifDeletedRegion gives the bytes an edit replaces, and the same range
// in characters when the file can be read to count them.
func sarifDeletedRegion(r *report.Report, e report.Edit) sarifOffsetRegion {
	region := sarifOffsetRegion{ByteOffset: e.Start, ByteLength: e.End - e.Start}
	if t, err := r.Source(e.File); err == nil {
		start, okStart := t.UTF16Offset(e.Start)
		end, okEnd := t.UTF16Offset(e.End)
		if okStart && okEnd {
			length := end - start
			region.CharOffset, region.CharLength = &start, &length
		}
	}
	return region
}

// artifactLocation names a file, as Shown shows it, for SARIF: relative
// to %SRCROOT%, when it is relative, and as a file URI otherwise.
func artifactLocation(file string) sarifArtifactLocation {
	if filepath.IsAbs(file) {
		return sarifArtifactLocation{URI: fileURI(file)}
	}
	u := url.URL{Path: filepath.ToSlash(file)}
	return sarifArtifactLocation{URI: u.String(), URIBaseID: sarifSourceRoot}
}

func fileURI(path string) string {
	p := filepath.ToSlash(path)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // a Windows drive letter: file:///C:/...
	}
	u := url.URL{Scheme: "file", Path: p}
	return u.String()
}

// directoryURI is the file URI of a directory; SARIF requires the URI of a
// base id to end with a slash.
func directoryURI(dir string) string {
	u := fileURI(dir)
	if !strings.HasSuffix(u, "/") {
		u += "/"
	}
	return u
}
