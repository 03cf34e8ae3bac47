package main

import (
	"maps"
	"strconv"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// The real rules on the findings module: one annotation per finding, with
// the finding's file, range, rule and words.
func TestGitHubFindings(t *testing.T) {
	r := toolerrlint(t, "", "-C", findingsModule, "-format", "github")
	r.WantCode(t, report.ExitFindings)
	cmds := drivertest.ParseGitHub(t, r.Stdout)
	js := drivertest.DecodeReport(t, toolerrlint(t, "", "-C", findingsModule, "-format", "json").Stdout)
	if len(cmds) != len(js.Diagnostics) || len(cmds) == 0 {
		t.Fatalf("%d annotations, %d JSON diagnostics", len(cmds), len(js.Diagnostics))
	}
	for i, c := range cmds {
		d := js.Diagnostics[i]
		want := map[string]string{
			"file":  d.File,
			"line":  strconv.Itoa(d.Line),
			"col":   strconv.Itoa(d.Column),
			"title": d.Rule,
		}
		if d.EndLine == d.Line {
			want["endLine"] = strconv.Itoa(d.EndLine)
			want["endColumn"] = strconv.Itoa(d.EndColumn)
		}
		if !maps.Equal(c.Props, want) || c.Message != d.Message {
			t.Errorf("annotation %d: %v %q\nwant %v %q", i, c.Props, c.Message, want, d.Message)
		}
	}
	if !strings.HasPrefix(r.Stdout, "::error file=") {
		t.Errorf("annotations do not start with the file property:\n%s", r.Stdout)
	}
}

// A failed run is annotated too, naming the package.
func TestGitHubRunFailure(t *testing.T) {
	r := toolerrlint(t, "", "-C", brokenModule, "-format", "github")
	r.WantCode(t, report.ExitFailure)
	cmds := drivertest.ParseGitHub(t, r.Stdout)
	if len(cmds) != 1 {
		t.Fatalf("annotations %+v, want the one type error", cmds)
	}
	c := cmds[0]
	if c.Props["title"] != "toolerrlint" || !strings.Contains(c.Message, "example.com/broken/bad") || !strings.Contains(c.Message, "undefined: undefinedAnswer") {
		t.Errorf("annotation %+v", c)
	}
}
