package drivertest

import (
	"strconv"
	"testing"
)

// Reported parses the findings a report in the given format shows, as
// text lines: file (slash-separated, as each format gives it), line,
// column, message and rule. SARIF results that a directive suppressed and
// GitHub annotations of failures, which name no file, are not findings.
func Reported(t *testing.T, format, out string) []TextLine {
	t.Helper()
	var lines []TextLine
	switch format {
	case "text":
		return ParseText(t, out)
	case "json":
		for _, d := range DecodeReport(t, out).Diagnostics {
			lines = append(lines, TextLine{File: d.File, Line: d.Line, Column: d.Column, Message: d.Message, Rule: d.Rule})
		}
	case "sarif":
		for _, res := range DecodeSARIF(t, out).Runs[0].Results {
			if len(res.Suppressions) > 0 {
				continue
			}
			loc := res.Locations[0].PhysicalLocation
			lines = append(lines, TextLine{File: loc.ArtifactLocation.URI, Line: loc.Region.StartLine, Column: loc.Region.StartColumn, Message: res.Message.Text, Rule: res.RuleID})
		}
	case "github":
		for _, c := range ParseGitHub(t, out) {
			if c.Props["file"] == "" {
				continue
			}
			line, _ := strconv.Atoi(c.Props["line"])
			col, _ := strconv.Atoi(c.Props["col"])
			lines = append(lines, TextLine{File: c.Props["file"], Line: line, Column: col, Message: c.Message, Rule: c.Props["title"]})
		}
	default:
		t.Fatalf("no parser for format %s", format)
	}
	return lines
}
