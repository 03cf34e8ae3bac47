package cache

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
)

// A listedPackage is a package as `go list -json` describes it, with the
// fields a key needs.
type listedPackage struct {
	ImportPath string // the ID go/packages gives it: "p [q.test]" for a test variant
	Dir        string
	Name       string
	DepOnly    bool
	Goroot     bool
	GoFiles    []string
	CgoFiles   []string
	Deps       []string
	Module     *listedModule
	Error      *struct{ Err string }
	DepsErrors []*struct{ Err string }
	Incomplete bool
}

type listedModule struct {
	Path    string
	Version string
	Dir     string
	GoMod   string
	Main    bool
	Replace *listedModule
}

// listFields are the fields goList asks for; go list computes no others.
const listFields = "ImportPath,Dir,Name,DepOnly,Goroot,GoFiles,CgoFiles,Deps,Module,Error,DepsErrors,Incomplete"

// goList lists the packages matching patterns in dir and all they depend
// on, with test variants when tests is set: the packages go/packages
// loads, under the same IDs (the flags are those go/packages passes that
// change which packages there are, and the run's build flags). Packages with errors make it fail:
// only the load can say what is wrong with them.
func goList(dir string, patterns []string, tests bool, buildFlags []string) ([]*listedPackage, error) {
	args := []string{"list", "-e", "-deps", "-pgo=off", fmt.Sprintf("-test=%t", tests), "-json=" + listFields}
	args = append(append(append(args, buildFlags...), "--"), patterns...)
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %v: %s", err, stderr.Bytes())
	}
	if stderr.Len() > 0 {
		return nil, fmt.Errorf("go list: %s", stderr.Bytes()) // e.g. a pattern matching nothing
	}
	var pkgs []*listedPackage
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		p := new(listedPackage)
		if err := dec.Decode(p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, fmt.Errorf("go list: %v", err)
		}
		if p.Error != nil || len(p.DepsErrors) > 0 || p.Incomplete {
			return nil, fmt.Errorf("go list: package %s has errors", p.ImportPath)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs, nil
}
