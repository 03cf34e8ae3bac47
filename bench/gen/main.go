// Command gen writes a module of MCP tool servers for benchmarks: scale
// times a unit of packages whose handlers cover every handler style of
// both SDKs (mcp-go raw, typed and structured; go-sdk raw and generic; an
// in-house framework adapted to mcp-go), under a declared code set
// (//toolerr:codes) and stamp (//toolerr:provenance), each package
// depending on another so that declarations and facts travel. The module
// requires the SDK versions of this repository's examples module and
// builds offline from the module cache that one fills.
//
// Usage, from anywhere inside this module:
//
//	go run ./bench/gen -o DIR [-scale N]
//
// Scale 1 is PackagesPerScale packages of HandlersPerPackage handlers;
// scale 16 is 200 packages and 2,000 handlers.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// The unit of scale.
const (
	PackagesPerScale   = 12.5
	HandlersPerPackage = 10
)

func main() {
	out := flag.String("o", "", "write the module to `dir` (replaced if it exists)")
	scale := flag.Int("scale", 16, "size, in units of 12.5 packages of 10 handlers")
	flag.Parse()
	if *out == "" || *scale < 1 {
		fmt.Fprintln(os.Stderr, "usage: gen -o DIR [-scale N]")
		os.Exit(2)
	}
	root, err := moduleRoot()
	if err != nil {
		fatal(err)
	}
	if err := Write(*out, root, *scale); err != nil {
		fatal(err)
	}
}

// Write writes the module of the given scale to dir, taking the SDK
// requirements from the examples module under repo.
func Write(dir, repo string, scale int) error {
	gomod, err := os.ReadFile(filepath.Join(repo, "examples", "go.mod"))
	if err != nil {
		return err
	}
	gosum, err := os.ReadFile(filepath.Join(repo, "examples", "go.sum"))
	if err != nil {
		return err
	}
	_, requires, ok := strings.Cut(string(gomod), "\nrequire")
	if !ok {
		return fmt.Errorf("examples/go.mod requires nothing")
	}
	requires = sdkRequirements(requires)
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	files := map[string]string{
		"go.mod":             "module " + modulePath + "\n\ngo 1.26.0\n\nrequire" + requires,
		"go.sum":             string(gosum),
		"errs/errs.go":       errsFile,
		"respond/respond.go": respondFile,
		"frame/frame.go":     frameFile,
	}
	n := packages(scale)
	var imports, calls strings.Builder
	for i := range n {
		files[fmt.Sprintf("svc%03d/svc.go", i)] = servicePackage(i)
		fmt.Fprintf(&imports, "\t%q\n", fmt.Sprintf("%s/svc%03d", modulePath, i))
		fmt.Fprintf(&calls, "\tsvc%03d.Register(ms, gs)\n", i)
	}
	files["cmd/server/main.go"] = fmt.Sprintf(mainFile, imports.String(), calls.String())
	for name, text := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// sdkRequirements drops, from the require blocks of the examples' go.mod,
// this repository's own modules and the replace directives that point at
// them in the checkout: the generated module needs the SDKs alone.
func sdkRequirements(requires string) string {
	var kept []string
	for line := range strings.SplitSeq(requires, "\n") {
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "replace ") || strings.HasPrefix(trimmed, "github.com/toolerrlint/toolerrlint/") {
			continue
		}
		kept = append(kept, line)
	}
	return strings.Join(kept, "\n")
}

// packages is the number of service packages at a scale.
func packages(scale int) int {
	return int(float64(scale)*PackagesPerScale + 0.5)
}

const modulePath = "bench.example/toolsrv"

func fatal(err error) {
	fmt.Fprintf(os.Stderr, "gen: %v\n", err)
	os.Exit(2)
}
