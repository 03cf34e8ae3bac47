package load

import (
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"strings"
	"sync"
)

// A module of the build list.
type module struct {
	Path    string
	Version string
	Main    bool
}

// A moduleIndex finds the module of an import path in the build list of
// the main modules of a directory. It asks go for the build list the first
// time it is needed, which is only when a package did not load.
type moduleIndex struct {
	dir  string
	once sync.Once
	list []module
}

func newModuleIndex(dir string) *moduleIndex {
	return &moduleIndex{dir: dir}
}

// of returns the module that provides the package path: the one with the
// longest path that is path or a prefix of it, as go resolves it.
func (x *moduleIndex) of(path string) (module, bool) {
	x.once.Do(func() { x.list = buildList(x.dir) })
	var best module
	found := false
	for _, m := range x.list {
		if (path == m.Path || strings.HasPrefix(path, m.Path+"/")) && len(m.Path) > len(best.Path) {
			best, found = m, true
		}
	}
	return best, found
}

// buildList lists the modules of the build in dir as `go list -m all`
// does, tolerating modules that are not available. It is empty when go
// cannot list them (in vendor mode, or outside any module): packages are
// then named one by one.
func buildList(dir string) []module {
	cmd := exec.Command("go", "list", "-m", "-e", "-json", "all")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return nil
	}
	var list []module
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var m module
		if err := dec.Decode(&m); errors.Is(err, io.EOF) {
			return list
		} else if err != nil {
			return nil
		}
		list = append(list, m)
	}
}
