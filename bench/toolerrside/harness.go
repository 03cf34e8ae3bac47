package main

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// A harness is how a server is audited: its checkout, the package its
// harness test goes into, the toolerrtest driver it imports, and the
// environment the test needs.
type harness struct {
	name     string
	checkout string
	test     string // the harness test file
	pkg      string // slash-separated, relative to the module root
	driver   string // "mcpgo", "gosdk", or "" for an http.Handler or a Pipe
	env      []string
	linted   []string // the package patterns toolerrlint checks
	// tools names the tool of each handler whose findings name the
	// handler: the tool's name is not a constant where it is registered.
	tools map[string]string
}

// readHarness reads testdata/NAME/server.txt: lines "pkg DIR" (where the
// harness goes), "lint PATTERN" (the packages that build the audited
// server, repeatable; default ./...), "driver NAME", "env KEY=VALUE",
// "handler NAME TOOL" (the tool a finding about handler NAME is about;
// "handler in FUNC *": a wrapper every tool goes through); # starts a
// comment.
func readHarness(dir, checkout string) (*harness, error) {
	h := &harness{name: filepath.Base(dir), checkout: checkout, test: filepath.Join(dir, "toolerrside_test.go"), pkg: ".", tools: make(map[string]string)}
	f, err := os.Open(filepath.Join(dir, "server.txt"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, value, _ := strings.Cut(line, " ")
		switch key {
		case "pkg":
			h.pkg = value
		case "driver":
			h.driver = value
		case "env":
			h.env = append(h.env, value)
		case "lint":
			h.linted = append(h.linted, value)
		case "handler":
			i := strings.LastIndex(value, " ")
			handler, tool, ok := value[:max(i, 0)], value[i+1:], i > 0
			if !ok {
				return nil, fmt.Errorf("%s/server.txt:%d: want \"handler NAME TOOL\"", dir, n)
			}
			h.tools[handler] = tool
		default:
			return nil, fmt.Errorf("%s/server.txt:%d: unknown key %q", dir, n, key)
		}
	}
	if len(h.linted) == 0 {
		h.linted = []string{"./..."}
	}
	if _, err := os.Stat(h.test); err != nil {
		return nil, err
	}
	if _, err := os.Stat(filepath.Join(checkout, "go.mod")); err != nil {
		return nil, fmt.Errorf("%s: no checkout: %v", h.name, err)
	}
	return h, sc.Err()
}

// prepare copies the checkout into work, adds the harness test and the
// checkout's toolerrtest modules, and returns the copy's directory.
func (h *harness) prepare(repo, work string) (string, error) {
	dst := filepath.Join(work, h.name)
	if err := copyTree(h.checkout, dst); err != nil {
		return "", err
	}
	test, err := os.ReadFile(h.test)
	if err != nil {
		return "", err
	}
	pkgDir := filepath.Join(dst, filepath.FromSlash(h.pkg))
	if err := os.MkdirAll(pkgDir, 0o755); err != nil { // a package of the harness's own
		return "", err
	}
	if err := os.WriteFile(filepath.Join(pkgDir, "toolerrside_test.go"), test, 0o644); err != nil {
		return "", err
	}
	core := "github.com/toolerrlint/toolerrlint/toolerrtest"
	args := []string{"mod", "edit", "-require", core + "@v0.0.0", "-replace", core + "=" + filepath.Join(repo, "toolerrtest")}
	if h.driver != "" {
		args = append(args, "-require", core+"/"+h.driver+"@v0.0.0", "-replace", core+"/"+h.driver+"="+filepath.Join(repo, "toolerrtest", h.driver))
	}
	if out, err := goCmd(dst, nil, args...); err != nil {
		return "", fmt.Errorf("go mod edit: %v\n%s", err, out)
	}
	if out, err := goCmd(dst, nil, "mod", "tidy"); err != nil {
		return "", fmt.Errorf("go mod tidy: %v\n%s", err, out)
	}
	return dst, nil
}

func goCmd(dir string, env []string, args ...string) ([]byte, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	return cmd.CombinedOutput()
}

// copyTree copies a checkout, without its .git.
func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() && d.Name() == ".git" {
			return filepath.SkipDir
		}
		target := filepath.Join(dst, rel)
		switch {
		case d.IsDir():
			return os.MkdirAll(target, 0o755)
		case d.Type()&fs.ModeSymlink != 0:
			return nil
		case !d.Type().IsRegular():
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
}

// buildLinter builds this repository's toolerrlint into work.
func buildLinter(repo, work string) (string, error) {
	bin := filepath.Join(work, "toolerrlint")
	if out, err := goCmd(repo, nil, "build", "-o", bin, "./cmd/toolerrlint"); err != nil {
		return "", fmt.Errorf("build toolerrlint: %v\n%s", err, out)
	}
	return bin, nil
}

var errNoAudit = errors.New("the harness reported no audit line and did not pass")
