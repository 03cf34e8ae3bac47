package main

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/options"
)

// integrationsDoc is the page that shows how to run toolerrlint in CI.
var integrationsDoc = filepath.Join(drivertest.Root(), "docs", "integrations.md")

// A codeBlock is a fenced block of a Markdown page and the heading above it.
type codeBlock struct {
	section string
	lang    string
	text    string
}

func codeBlocks(t *testing.T, page string) []codeBlock {
	t.Helper()
	data, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	var blocks []codeBlock
	var section string
	var open *codeBlock
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case open != nil && line == "```":
			blocks = append(blocks, *open)
			open = nil
		case open != nil:
			open.text += line + "\n"
		case strings.HasPrefix(line, "```"):
			open = &codeBlock{section: section, lang: strings.TrimPrefix(line, "```")}
		case strings.HasPrefix(line, "## "):
			section = strings.TrimPrefix(line, "## ")
		}
	}
	if open != nil {
		t.Fatalf("%s: a code block is not closed", page)
	}
	return blocks
}

// toolerrlintCall matches a command line that runs toolerrlint with flags.
var toolerrlintCall = regexp.MustCompile(`(?m)(?:^|[\s;&|(])toolerrlint((?:\s+-\S+(?:\s+[^-\s|;&#]\S*)?)+)`)

// checkFlags fails on a flag of a toolerrlint command line that the
// command does not define, and returns the flags with their values.
func checkFlags(t *testing.T, where, line string) map[string]string {
	t.Helper()
	var opts options.Options
	fs := options.NewFlagSet(&opts, analyzers.All)
	// Parsing checks names and values: what follows the flags is packages.
	if err := options.Parse(fs, &opts, strings.Fields(line)); err != nil {
		t.Errorf("%s: toolerrlint%s: %v", where, line, err)
	}
	set := make(map[string]string)
	fs.Visit(func(f *flag.Flag) { set[f.Name] = f.Value.String() })
	return set
}

// Every toolerrlint command line on the page uses flags the command has.
func TestIntegrationsDocFlagsExist(t *testing.T) {
	calls := 0
	for _, b := range codeBlocks(t, integrationsDoc) {
		for _, m := range toolerrlintCall.FindAllStringSubmatch(b.text, -1) {
			checkFlags(t, b.section, m[1])
			calls++
		}
	}
	if calls < 3 {
		t.Errorf("found %d toolerrlint command lines with flags in %s; the pattern no longer finds them", calls, integrationsDoc)
	}
}

// The GitHub Actions workflow parses as YAML, runs the gate with a
// baseline, and uploads the SARIF log it writes to code scanning with the
// permission that needs.
func TestIntegrationsDocWorkflow(t *testing.T) {
	var workflow string
	for _, b := range codeBlocks(t, integrationsDoc) {
		if b.section == "GitHub Actions" && b.lang == "yaml" {
			workflow = b.text
		}
	}
	if workflow == "" {
		t.Fatalf("%s has no yaml block under ## GitHub Actions", integrationsDoc)
	}
	doc, err := parseYAML(workflow)
	if err != nil {
		t.Fatalf("the workflow is not YAML: %v\n%s", err, workflow)
	}
	root := mapping(t, doc, "the workflow")
	for _, key := range []string{"name", "on", "permissions", "jobs"} {
		if _, ok := root[key]; !ok {
			t.Errorf("the workflow has no %q", key)
		}
	}
	jobs := mapping(t, root["jobs"], "jobs")
	if len(jobs) != 1 {
		t.Fatalf("jobs: %d, want one", len(jobs))
	}
	for name, j := range jobs {
		job := mapping(t, j, "job "+name)
		if runsOn, _ := job["runs-on"].(string); runsOn == "" {
			t.Errorf("job %s has no runs-on", name)
		}
		if perms := mapping(t, job["permissions"], "job permissions"); perms["security-events"] != "write" {
			t.Errorf("job %s: security-events: %v, want write for upload-sarif", name, perms["security-events"])
		}
		checkSteps(t, sequence(t, job["steps"], "steps"))
	}
}

func checkSteps(t *testing.T, steps []any) {
	var uses []string
	var gateID, sarif, uploaded, failIf string
	for i, s := range steps {
		step := mapping(t, s, "a step")
		if u, ok := step["uses"].(string); ok {
			name, _, _ := strings.Cut(u, "@")
			uses = append(uses, name)
			if name == "github/codeql-action/upload-sarif" {
				uploaded, _ = mapping(t, step["with"], "upload-sarif with")["sarif_file"].(string)
			}
			continue
		}
		run, ok := step["run"].(string)
		if !ok {
			t.Errorf("step %d neither uses an action nor runs a command", i+1)
			continue
		}
		if m := toolerrlintCall.FindStringSubmatch(run); m != nil && !strings.Contains(run, "go install") {
			set := checkFlags(t, "workflow step", m[1])
			if set["baseline"] == "" || set["format"] != "sarif" || set["o"] == "" {
				t.Errorf("the gate runs toolerrlint%s; want -baseline, -format sarif and -o", m[1])
			}
			gateID, _ = step["id"].(string)
			sarif = set["o"]
		}
		if strings.Contains(run, "go install github.com/toolerrlint/toolerrlint/cmd/toolerrlint@") {
			if _, err := os.Stat(filepath.Join(drivertest.Root(), "cmd", "toolerrlint", "main.go")); err != nil {
				t.Errorf("the workflow installs cmd/toolerrlint: %v", err)
			}
		}
		if cond, ok := step["if"].(string); ok {
			failIf = cond
		}
	}
	for _, want := range []string{"actions/checkout", "actions/setup-go", "github/codeql-action/upload-sarif"} {
		if !slices.Contains(uses, want) {
			t.Errorf("no step uses %s", want)
		}
	}
	if gateID == "" || sarif == "" {
		t.Fatalf("no step with an id runs toolerrlint -format sarif -o FILE")
	}
	if uploaded != sarif {
		t.Errorf("upload-sarif uploads %q; the gate writes %q", uploaded, sarif)
	}
	if !strings.Contains(failIf, "steps."+gateID+".outputs.status") {
		t.Errorf("no step fails the job on the gate's status (if: %q)", failIf)
	}
}

func mapping(t *testing.T, v any, what string) map[string]any {
	t.Helper()
	m, ok := v.(map[string]any)
	if !ok {
		t.Fatalf("%s is %T, want a mapping", what, v)
	}
	return m
}

func sequence(t *testing.T, v any, what string) []any {
	t.Helper()
	s, ok := v.([]any)
	if !ok {
		t.Fatalf("%s is %T, want a sequence", what, v)
	}
	return s
}
