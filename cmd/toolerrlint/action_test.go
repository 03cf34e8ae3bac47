package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
)

// actionFile is the composite GitHub Action at the root of the repository.
var actionFile = filepath.Join(drivertest.Root(), "action.yml")

// readAction parses action.yml.
func readAction(t *testing.T) map[string]any {
	t.Helper()
	data, err := os.ReadFile(actionFile)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := parseYAML(string(data))
	if err != nil {
		t.Fatalf("action.yml is not YAML: %v", err)
	}
	return mapping(t, doc, "action.yml")
}

// An actionRun is what running the action's steps did.
type actionRun struct {
	failed   string            // the name of the step that failed, if one did
	status   int               // its exit status
	outputs  map[string]string // the action's outputs
	uploaded string            // the sarif_file upload-sarif was given; empty when it did not run
	log      string            // every step's output, for failures of the test
}

// runAction runs the steps of the composite action as a runner does, with
// the inputs given and the defaults of the others, in workspace: each
// step's expressions are substituted, each run step is run with bash as
// GitHub runs it (-e, -o pipefail), and a step that fails skips those
// after it. The upload-sarif step is the one step that uses another
// action; the run records the file it would upload.
func runAction(t *testing.T, action map[string]any, workspace string, inputs map[string]string) actionRun {
	t.Helper()
	values := make(map[string]string)
	for name, v := range mapping(t, action["inputs"], "inputs") {
		def, _ := mapping(t, v, "input "+name)["default"].(string)
		values[name] = def
	}
	for name, v := range inputs {
		if _, ok := values[name]; !ok {
			t.Fatalf("action.yml has no input %q", name)
		}
		values[name] = v
	}
	temp := t.TempDir()
	pathFile := filepath.Join(temp, "github-path")
	if err := os.WriteFile(pathFile, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx := actionContext{
		"github.action_path": drivertest.Root(),
		"github.workspace":   workspace,
		"runner.temp":        temp,
	}
	for name, v := range values {
		ctx["inputs."+name] = v
	}
	run := actionRun{outputs: make(map[string]string)}
	var log strings.Builder
	steps := sequence(t, mapping(t, action["runs"], "runs")["steps"], "steps")
	for i, s := range steps {
		step := mapping(t, s, "a step")
		name, _ := step["name"].(string)
		id, _ := step["id"].(string)
		if cond, ok := step["if"].(string); ok && !ctx.condition(t, cond) {
			fmt.Fprintf(&log, "--- %s: skipped (if: %s)\n", name, cond)
			continue
		}
		if uses, ok := step["uses"].(string); ok {
			if action, _, _ := strings.Cut(uses, "@"); action != "github/codeql-action/upload-sarif" {
				t.Fatalf("step %d uses %s; the test runs upload-sarif alone", i+1, uses)
			}
			with := mapping(t, step["with"], "upload-sarif with")
			run.uploaded = ctx.substitute(t, with["sarif_file"].(string))
			fmt.Fprintf(&log, "--- %s: upload %s\n", name, run.uploaded)
			continue
		}
		script, ok := step["run"].(string)
		if !ok {
			t.Fatalf("step %d neither uses an action nor runs a command", i+1)
		}
		if shell, _ := step["shell"].(string); shell != "bash" {
			t.Fatalf("step %s: shell %q; a composite action's run steps name their shell, bash here", name, shell)
		}
		dir := workspace
		if wd, ok := step["working-directory"].(string); ok {
			dir = filepath.Join(workspace, ctx.substitute(t, wd))
		}
		outputFile := filepath.Join(temp, fmt.Sprintf("output-%d", i))
		scriptFile := filepath.Join(temp, fmt.Sprintf("step-%d.sh", i))
		if err := os.WriteFile(scriptFile, []byte(ctx.substitute(t, script)), 0o644); err != nil {
			t.Fatal(err)
		}
		paths, err := os.ReadFile(pathFile)
		if err != nil {
			t.Fatal(err)
		}
		env := append(os.Environ(),
			"GITHUB_OUTPUT="+outputFile, "GITHUB_PATH="+pathFile,
			"GITHUB_WORKSPACE="+workspace, "RUNNER_TEMP="+temp, "GOWORK=off")
		if added := strings.Fields(string(paths)); len(added) > 0 {
			slices.Reverse(added) // the last added comes first
			env = append(env, "PATH="+strings.Join(added, string(os.PathListSeparator))+string(os.PathListSeparator)+os.Getenv("PATH"))
		}
		if stepEnv, ok := step["env"]; ok {
			for k, v := range mapping(t, stepEnv, "env of "+name) {
				env = append(env, k+"="+ctx.substitute(t, v.(string)))
			}
		}
		cmd := exec.Command("bash", "--noprofile", "--norc", "-eo", "pipefail", scriptFile)
		cmd.Dir, cmd.Env = dir, env
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err = cmd.Run()
		fmt.Fprintf(&log, "--- %s\n%s", name, out.String())
		if data, rerr := os.ReadFile(outputFile); rerr == nil && id != "" {
			for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
				if k, v, ok := strings.Cut(line, "="); ok {
					ctx["steps."+id+".outputs."+k] = v
				}
			}
		}
		if err != nil {
			var exit *exec.ExitError
			if !errors.As(err, &exit) {
				t.Fatalf("step %s: %v", name, err)
			}
			run.failed, run.status = name, exit.ExitCode()
			break
		}
	}
	for name, v := range mapping(t, action["outputs"], "outputs") {
		value, _ := mapping(t, v, "output "+name)["value"].(string)
		run.outputs[name] = ctx.substitute(t, value)
	}
	run.log = log.String()
	return run
}

// An actionContext holds the values of the expressions the action uses.
type actionContext map[string]string

var expression = regexp.MustCompile(`\$\{\{\s*(.*?)\s*\}\}`)

// substitute replaces each ${{ NAME }} with its value: an input, a
// step's output (empty until the step sets it), github.action_path,
// github.workspace or runner.temp. Any other expression fails the test.
func (c actionContext) substitute(t *testing.T, s string) string {
	t.Helper()
	return expression.ReplaceAllStringFunc(s, func(m string) string {
		return c.value(t, expression.FindStringSubmatch(m)[1])
	})
}

func (c actionContext) value(t *testing.T, name string) string {
	t.Helper()
	if v, ok := c[name]; ok {
		return v
	}
	if strings.HasPrefix(name, "steps.") && strings.Count(name, ".") == 3 {
		return ""
	}
	t.Fatalf("action.yml uses the expression %q, which the test does not know", name)
	return ""
}

var comparison = regexp.MustCompile(`^([a-z][a-z0-9_.-]*)\s*(==|!=)\s*'([^']*)'$`)

// condition evaluates an if: of the form the action writes: comparisons
// NAME == 'TEXT' or NAME != 'TEXT', joined by &&.
func (c actionContext) condition(t *testing.T, cond string) bool {
	t.Helper()
	result := true
	for _, part := range strings.Split(cond, "&&") {
		m := comparison.FindStringSubmatch(strings.TrimSpace(part))
		if m == nil {
			t.Fatalf("if: %s: %q is not NAME == 'TEXT' or NAME != 'TEXT'", cond, part)
		}
		equal := c.value(t, m[1]) == m[3]
		result = result && equal == (m[2] == "==")
	}
	return result
}

// sarifResults reads the SARIF log at path and returns the rules of its
// results, leaving out those a directive suppressed.
func sarifResults(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("the SARIF log: %v", err)
	}
	var rules []string
	for _, r := range drivertest.DecodeSARIF(t, string(data)).Runs[0].Results {
		if len(r.Suppressions) == 0 {
			rules = append(rules, r.RuleID)
		}
	}
	return rules
}

// The action declares what it takes and does: inputs for the packages,
// flags, directory and baseline; toolerrlint built from the action's own
// checkout; the log uploaded with upload-sarif.
func TestActionDeclaration(t *testing.T) {
	action := readAction(t)
	for _, key := range []string{"name", "description"} {
		if s, _ := action[key].(string); s == "" {
			t.Errorf("action.yml has no %s", key)
		}
	}
	inputs := mapping(t, action["inputs"], "inputs")
	for _, name := range []string{"patterns", "args", "working-directory", "baseline"} {
		input, ok := inputs[name]
		if !ok {
			t.Errorf("action.yml has no input %q", name)
			continue
		}
		if d, _ := mapping(t, input, "input "+name)["description"].(string); d == "" {
			t.Errorf("input %q has no description", name)
		}
	}
	runs := mapping(t, action["runs"], "runs")
	if runs["using"] != "composite" {
		t.Errorf("runs.using %v, want composite", runs["using"])
	}
	var install, upload bool
	for _, s := range sequence(t, runs["steps"], "steps") {
		step := mapping(t, s, "a step")
		if run, _ := step["run"].(string); strings.Contains(run, "go install ./cmd/toolerrlint") {
			env, _ := step["env"].(map[string]any)
			install = env["ACTION_PATH"] == "${{ github.action_path }}" && strings.Contains(run, `cd "$ACTION_PATH"`)
		}
		if uses, _ := step["uses"].(string); strings.HasPrefix(uses, "github/codeql-action/upload-sarif@") {
			with := mapping(t, step["with"], "upload-sarif with")
			upload = with["sarif_file"] == "${{ steps.run.outputs.sarif-file }}"
		}
	}
	if !install {
		t.Error("no step installs toolerrlint with go install ./cmd/toolerrlint from ${{ github.action_path }}")
	}
	if !upload {
		t.Error("no step uploads the run's SARIF log with github/codeql-action/upload-sarif")
	}
	// Inputs reach the shell through the environment only: an input
	// substituted into a script would run as shell code.
	for _, s := range sequence(t, runs["steps"], "steps") {
		if run, _ := mapping(t, s, "a step")["run"].(string); strings.Contains(run, "${{") {
			t.Errorf("a run script substitutes an expression:\n%s", run)
		}
	}
}

// The action's steps, run on the examples module: findings are written to
// a SARIF log and uploaded before the job fails on them; a baseline that
// holds them all passes; flags and packages narrow the run; a module that
// does not load fails the run step, and nothing is uploaded.
func TestActionOnExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("builds toolerrlint and runs it on the examples module")
	}
	action := readAction(t)
	workspace := t.TempDir()
	if err := os.CopyFS(filepath.Join(workspace, "examples"), os.DirFS(examplesModule)); err != nil {
		t.Fatal(err)
	}
	drivertest.PinReplaces(t, filepath.Join(workspace, "examples"), examplesModule)
	expected := strings.Count(strings.TrimSpace(drivertest.ReadFile(t, examplesModule, "expected.txt")), "\n") + 1
	examples := filepath.Join(workspace, "examples")

	t.Run("findings", func(t *testing.T) {
		run := runAction(t, action, workspace, map[string]string{"working-directory": "examples"})
		want := filepath.Join(examples, "toolerrlint.sarif")
		if run.failed != "Fail on findings" || run.status != 1 {
			t.Fatalf("failed at %q with %d, want the findings to fail the last step with 1\n%s", run.failed, run.status, run.log)
		}
		if run.outputs["status"] != "1" || run.outputs["sarif-file"] != want || run.uploaded != want {
			t.Errorf("outputs %v, uploaded %q; want status 1 and %s uploaded\n%s", run.outputs, run.uploaded, want, run.log)
		}
		if n := len(sarifResults(t, want)); n != expected {
			t.Errorf("the log holds %d results, want the %d of examples/expected.txt", n, expected)
		}
	})

	t.Run("baseline", func(t *testing.T) {
		toolerrlint(t, examples, "-write-baseline", "base.json").WantCode(t, 0)
		run := runAction(t, action, workspace, map[string]string{
			"working-directory": "examples", "baseline": "base.json", "sarif-file": "held.sarif",
		})
		want := filepath.Join(examples, "held.sarif")
		if run.failed != "" || run.outputs["status"] != "0" || run.uploaded != want {
			t.Fatalf("failed at %q, outputs %v, uploaded %q; want success with %s uploaded\n%s", run.failed, run.outputs, run.uploaded, want, run.log)
		}
		if n := len(sarifResults(t, want)); n != 0 {
			t.Errorf("the log holds %d results the baseline holds", n)
		}
	})

	t.Run("args and patterns", func(t *testing.T) {
		run := runAction(t, action, workspace, map[string]string{
			"working-directory": "examples", "patterns": "./mcpgo/...", "args": "-enable=protocolerr -tests=false",
			"sarif-file": "narrow.sarif", "upload": "false", "fail-on-findings": "false",
		})
		if run.failed != "" || run.outputs["status"] != "1" || run.uploaded != "" {
			t.Fatalf("failed at %q, outputs %v, uploaded %q; want success, status 1, no upload\n%s", run.failed, run.outputs, run.uploaded, run.log)
		}
		rules := sarifResults(t, filepath.Join(examples, "narrow.sarif"))
		if len(rules) == 0 || len(rules) >= expected {
			t.Errorf("%d results, want some and fewer than all %d", len(rules), expected)
		}
		for _, r := range rules {
			if r != "protocolerr" {
				t.Errorf("a %s result; -enable=protocolerr runs protocolerr alone", r)
			}
		}
		data, err := os.ReadFile(filepath.Join(examples, "narrow.sarif"))
		if err != nil {
			t.Fatal(err)
		}
		var log struct {
			Runs []struct {
				Results []struct {
					Locations []struct {
						PhysicalLocation struct {
							ArtifactLocation struct {
								URI string `json:"uri"`
							} `json:"artifactLocation"`
						} `json:"physicalLocation"`
					} `json:"locations"`
				} `json:"results"`
			} `json:"runs"`
		}
		if err := json.Unmarshal(data, &log); err != nil {
			t.Fatal(err)
		}
		for _, r := range log.Runs[0].Results {
			// Paths are the repository's, for code scanning to place.
			if uri := r.Locations[0].PhysicalLocation.ArtifactLocation.URI; !strings.HasPrefix(uri, "examples/mcpgo/") {
				t.Errorf("a result in %s, want one in examples/mcpgo/", uri)
			}
		}
	})

	t.Run("failed run", func(t *testing.T) {
		if err := os.CopyFS(filepath.Join(workspace, "broken"), os.DirFS(brokenModule)); err != nil {
			t.Fatal(err)
		}
		run := runAction(t, action, workspace, map[string]string{"working-directory": "broken"})
		if run.failed != "Run toolerrlint" || run.status != 2 || run.uploaded != "" {
			t.Fatalf("failed at %q with %d, uploaded %q; want the run step to fail with 2 and no upload\n%s", run.failed, run.status, run.uploaded, run.log)
		}
	})
}
