package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os/exec"
	"regexp"
	"sort"
	"strings"
)

// ruleOf is the rule whose findings a failure of each kind confirms: the
// kinds both sides report.
var ruleOf = map[string]string{
	"protocol error": "protocolerr",
	"panic":          "handlerpanic",
	"no result":      "nilresult",
}

// A failure is one line of the audit: a tool and cause, with how many
// inputs gave it and the shortest.
type failure struct {
	kind, got, input string
	inputs           int
}

// A finding is a static diagnostic about a named tool.
type finding struct {
	rule, pos string
}

// A tool is what both sides say of one tool.
type tool struct {
	name     string
	failures []failure
	findings []finding
}

// sideBySide is one server's row.
type sideBySide struct {
	name  string
	err   error
	tools []*tool
	other []failure // failures of kinds the analyzer does not report (hang, call, code, stamp)
	// shared are the findings on a wrapper or middleware every tool goes
	// through (server.txt: "handler in FUNC *").
	shared []finding
}

// sharedTool is the tool server.txt names for a wrapper's findings that
// are about every tool.
const sharedTool = "*"

func compare(repo, work, lint string, h *harness) (*sideBySide, error) {
	dir, err := h.prepare(repo, work)
	if err != nil {
		return nil, err
	}
	out, testErr := goCmd(dir, h.env, "test", "-count=1", "-run", "^TestToolerrSide$", "./"+h.pkg)
	failures := parseAudit(out)
	if testErr != nil && len(failures) == 0 {
		return nil, fmt.Errorf("%v: %v\n%s", errNoAudit, testErr, tail(out, 20))
	}
	findings, err := runLinter(lint, dir, h.linted, h.tools)
	if err != nil {
		return nil, err
	}
	row := &sideBySide{name: h.name}
	byName := make(map[string]*tool)
	get := func(name string) *tool {
		if t, ok := byName[name]; ok {
			return t
		}
		t := &tool{name: name}
		byName[name] = t
		row.tools = append(row.tools, t)
		return t
	}
	for _, f := range failures {
		if _, ok := ruleOf[f.kind]; !ok {
			row.other = append(row.other, f.failure)
			continue
		}
		t := get(f.tool)
		t.failures = append(t.failures, f.failure)
	}
	for name, fs := range findings {
		if name == sharedTool {
			row.shared = fs
			continue
		}
		t := get(name)
		t.findings = append(t.findings, fs...)
	}
	sort.Slice(row.tools, func(i, j int) bool { return row.tools[i].name < row.tools[j].name })
	return row, nil
}

type toolFailure struct {
	tool string
	failure
}

// auditLine reads a line toolerrtest.Audit writes.
var auditLine = regexp.MustCompile(`toolerrtest: tool "([^"]+)", (?:(\d+) inputs, the shortest )?(.*?): (protocol error -?\d+ .*|the handler panicked: .*|the handler returned a nil result and a nil error|an answer with no result|no answer within \S+|the call failed: .*|isError result .*?); the contract`)

func parseAudit(out []byte) []toolFailure {
	var fs []toolFailure
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		m := auditLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		n := 1
		if m[2] != "" {
			fmt.Sscan(m[2], &n)
		}
		fs = append(fs, toolFailure{tool: m[1], failure: failure{kind: kindOf(m[4]), got: m[4], input: m[3], inputs: n}})
	}
	return fs
}

func kindOf(got string) string {
	switch {
	case strings.HasPrefix(got, "protocol error"):
		return "protocol error"
	case strings.HasPrefix(got, "the handler panicked"):
		return "panic"
	case strings.HasPrefix(got, "the handler returned a nil result"), strings.HasPrefix(got, "an answer with no result"):
		return "no result"
	case strings.HasPrefix(got, "no answer within"):
		return "hang"
	case strings.HasPrefix(got, "the call failed"):
		return "call"
	}
	return "error result"
}

// toolMessage matches the start of a finding about a named tool, about a
// handler whose tool's name is not a constant, or about a handler built
// in a function (a wrapper or middleware that serves many tools).
var toolMessage = regexp.MustCompile(`^(?:tool "([^"]+)"|handler in (\S+)|handler (\S+)) `)

// runLinter runs toolerrlint on the packages of the copy that build the
// audited server, without test files (the harness's among them), and
// returns its findings of the rules a failure confirms, by tool.
func runLinter(lint, dir string, patterns []string, toolOf map[string]string) (map[string][]finding, error) {
	cmd := exec.Command(lint, append([]string{"-format", "json", "-tests=false"}, patterns...)...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == 1 {
		err = nil // findings
	}
	if err != nil {
		return nil, fmt.Errorf("toolerrlint: %v\n%s", err, tail(stderr.Bytes(), 20))
	}
	var rep struct {
		Diagnostics []struct {
			Rule    string `json:"rule"`
			File    string `json:"file"`
			Line    int    `json:"line"`
			Message string `json:"message"`
		} `json:"diagnostics"`
	}
	if err := json.Unmarshal(out, &rep); err != nil {
		return nil, fmt.Errorf("toolerrlint's report: %v", err)
	}
	findings := make(map[string][]finding)
	for _, d := range rep.Diagnostics {
		m := toolMessage.FindStringSubmatch(d.Message)
		if m == nil || !isConfirmable(d.Rule) {
			continue
		}
		name := m[1]
		switch {
		case m[2] != "":
			if name = toolOf["in "+m[2]]; name == "" {
				name = "handler in " + m[2]
			}
		case m[3] != "":
			if name = toolOf[m[3]]; name == "" {
				name = "handler " + m[3]
			}
		}
		findings[name] = append(findings[name], finding{rule: d.Rule, pos: fmt.Sprintf("%s:%d", d.File, d.Line)})
	}
	return findings, nil
}

func isConfirmable(rule string) bool {
	for _, r := range ruleOf {
		if r == rule {
			return true
		}
	}
	return false
}

func tail(out []byte, n int) string {
	lines := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
