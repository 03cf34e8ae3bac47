package integration

import (
	"bufio"
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers"
)

// finding is one reported diagnostic. Rule is empty for go vet output,
// which does not name the analyzer.
type finding struct {
	File    string // slash-separated, relative to the examples module
	Line    int
	Column  int
	Message string
	Rule    string
}

func (f finding) String() string {
	s := fmt.Sprintf("%s:%d:%d: %s", f.File, f.Line, f.Column, f.Message)
	if f.Rule != "" {
		s += " (" + f.Rule + ")"
	}
	return s
}

var (
	// textLine is a finding in the text format: FILE:LINE:COL: MESSAGE (RULE).
	textLine = regexp.MustCompile(`^(.+?):(\d+):(\d+): (.*) \(([a-z]+)\)$`)
	// vetLine is a finding as go vet prints it: FILE:LINE:COL: MESSAGE.
	vetLine = regexp.MustCompile(`^(.+?):(\d+):(\d+): (.*)$`)
)

// TestExamples runs toolerrlint on the examples module, which is built on
// the real mcp-go and go-sdk releases, and requires exactly the findings
// listed in examples/expected.txt: from the standalone command with exit
// status 1, and from go vet -vettool with the same positions and messages.
func TestExamples(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("skipping: the go command is not on PATH (%v); it is needed to build toolerrlint and load the examples module", err)
	}
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	examples := filepath.Join(root, "examples")
	want := readExpected(t, filepath.Join(examples, "expected.txt"))
	checkEveryRuleFires(t, want)
	tool := buildTool(t, goTool, root)

	t.Run("standalone", func(t *testing.T) {
		cmd := exec.CommandContext(t.Context(), tool, "-C", examples, "./...")
		// Started above the module, -C alone decides where the packages
		// come from; paths are relative to where the command started.
		cmd.Dir = root
		cmd.Env = hermeticEnv()
		stdout, stderr, status := run(t, cmd)
		if status != 1 {
			t.Errorf("exit status %d, want 1 (findings reported)\nstderr:\n%s", status, stderr)
		}
		got, junk := parseFindings(stdout, textLine, func(m []string) finding {
			f := newFinding(m)
			f.Rule = m[5]
			inModule, ok := strings.CutPrefix(f.File, "examples"+string(filepath.Separator))
			if !ok {
				t.Errorf("finding in %s, not named from the directory started in", f.File)
			}
			f.File = inModule
			return f
		})
		for _, line := range junk {
			t.Errorf("output line is not a finding: %q", line)
		}
		compare(t, want, got)
	})

	t.Run("vet", func(t *testing.T) {
		cmd := exec.CommandContext(t.Context(), goTool, "vet", "-vettool="+tool, "./...")
		cmd.Dir = examples
		cmd.Env = hermeticEnv()
		_, stderr, status := run(t, cmd)
		if status != 1 {
			t.Errorf("go vet exit status %d, want 1 (findings reported)\nstderr:\n%s", status, stderr)
		}
		got, _ := parseFindings(stderr, vetLine, func(m []string) finding {
			f := newFinding(m)
			f.File = relativeTo(examples, f.File)
			return f
		})
		compare(t, withoutRules(want), got)
		if t.Failed() {
			t.Logf("go vet stderr:\n%s", stderr)
		}
	})
}

// readExpected parses examples/expected.txt, one finding per line in the
// text format; blank lines are allowed.
func readExpected(t *testing.T, path string) []finding {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var want []finding
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimRight(line, "\r")
		if strings.TrimSpace(line) == "" {
			continue
		}
		m := textLine.FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("%s:%d: not a finding in the text format FILE:LINE:COL: MESSAGE (RULE): %q", path, i+1, line)
		}
		f := newFinding(m)
		f.Rule = m[5]
		want = append(want, f)
	}
	if len(want) == 0 {
		t.Fatalf("%s lists no findings", path)
	}
	return want
}

// checkEveryRuleFires requires the examples to show every rule at least
// once, so that each one is exercised against the real SDKs.
func checkEveryRuleFires(t *testing.T, want []finding) {
	t.Helper()
	for _, a := range analyzers.All {
		if !slices.ContainsFunc(want, func(f finding) bool { return f.Rule == a.Name }) {
			t.Errorf("examples/expected.txt has no finding of rule %s; the examples must show every rule firing", a.Name)
		}
	}
}

// hermeticEnv keeps a go.work file above the checkout from pulling the
// examples module into a workspace it is not built for.
func hermeticEnv() []string {
	return append(os.Environ(), "GOWORK=off")
}

// run runs cmd and returns its output and exit status; it fails the test
// if the command could not be started or was killed.
func run(t *testing.T, cmd *exec.Cmd) (stdout, stderr string, status int) {
	t.Helper()
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return out.String(), errOut.String(), 0
	case errors.As(err, &exit) && exit.ExitCode() >= 0:
		return out.String(), errOut.String(), exit.ExitCode()
	default:
		t.Fatalf("%s: %v\nstderr:\n%s", strings.Join(cmd.Args, " "), err, errOut.String())
		return "", "", -1
	}
}

// parseFindings returns the lines of output that match re as findings, and
// the other non-blank lines.
func parseFindings(output string, re *regexp.Regexp, build func([]string) finding) (found []finding, other []string) {
	sc := bufio.NewScanner(strings.NewReader(output))
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), "\r")
		if m := re.FindStringSubmatch(line); m != nil {
			found = append(found, build(m))
		} else if strings.TrimSpace(line) != "" {
			other = append(other, line)
		}
	}
	return found, other
}

func newFinding(m []string) finding {
	line, _ := strconv.Atoi(m[2])
	column, _ := strconv.Atoi(m[3])
	return finding{File: filepath.ToSlash(m[1]), Line: line, Column: column, Message: m[4]}
}

// relativeTo rewrites a file name that go vet printed, absolute or relative
// to dir, as a slash-separated path relative to dir.
func relativeTo(dir, file string) string {
	file = filepath.FromSlash(file)
	if filepath.IsAbs(file) {
		if rel, err := filepath.Rel(dir, file); err == nil {
			file = rel
		}
	}
	return filepath.ToSlash(filepath.Clean(file))
}

func withoutRules(findings []finding) []finding {
	out := make([]finding, len(findings))
	for i, f := range findings {
		f.Rule = ""
		out[i] = f
	}
	return out
}

// compare reports the findings that are missing and the ones that are
// unexpected, separately; a finding reported twice counts as unexpected.
func compare(t *testing.T, want, got []finding) {
	t.Helper()
	count := make(map[finding]int)
	for _, f := range want {
		count[f]++
	}
	for _, f := range got {
		count[f]--
	}
	var missing, unexpected []finding
	for f, n := range count {
		for ; n > 0; n-- {
			missing = append(missing, f)
		}
		for ; n < 0; n++ {
			unexpected = append(unexpected, f)
		}
	}
	if len(missing) > 0 {
		t.Errorf("%d expected findings were not reported:%s", len(missing), list(missing))
	}
	if len(unexpected) > 0 {
		t.Errorf("%d findings were reported but not expected:%s", len(unexpected), list(unexpected))
	}
}

// list formats findings one per line, in the order of the text format.
func list(findings []finding) string {
	slices.SortFunc(findings, func(a, b finding) int {
		return cmp.Or(
			cmp.Compare(a.File, b.File),
			cmp.Compare(a.Line, b.Line),
			cmp.Compare(a.Column, b.Column),
			cmp.Compare(a.Rule, b.Rule),
			cmp.Compare(a.Message, b.Message),
		)
	})
	var b strings.Builder
	for _, f := range findings {
		b.WriteString("\n\t")
		b.WriteString(f.String())
	}
	return b.String()
}
