package load

import (
	"bufio"
	"errors"
	"fmt"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"strings"
	"sync"

	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"
)

// exportData reads the types of the packages not loaded from source from
// the export data the compiler left in the build cache, the files go list
// names with -export, as go vet's own driver does.
//
// Every read shares one map of packages by path: the export data of a
// package describes the objects it uses of its dependencies, and the
// reads that mention a package must build one types.Package for it, the
// one its importers get when they import it directly. Reading fills that
// map, so reads are sequential.
type exportData struct {
	fset *token.FileSet

	mu     sync.Mutex
	byPath map[string]*types.Package
}

func newExportData(fset *token.FileSet) *exportData {
	return &exportData{fset: fset, byPath: make(map[string]*types.Package)}
}

// load reads u's types from its export data, once, and records them on
// its package; a failure is recorded as the package's error, and makes it
// ill-typed.
func (x *exportData) load(u *unit) (*types.Package, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if u.exportRead {
		return u.pkg.Types, u.exportErr
	}
	u.exportRead = true
	if u.pkg.PkgPath == "unsafe" {
		// The compiler's own: go list names no export data for it.
		u.pkg.Types = types.Unsafe
		return types.Unsafe, nil
	}
	tpkg, err := x.read(u.pkg)
	if err != nil {
		u.exportErr = err
		u.pkg.IllTyped = true
		u.pkg.Errors = append(u.pkg.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
		return nil, err
	}
	u.pkg.Types = tpkg
	return tpkg, nil
}

func (x *exportData) read(p *packages.Package) (*types.Package, error) {
	if p.ExportFile == "" {
		return nil, errors.New("no export data file")
	}
	f, err := os.Open(p.ExportFile)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r, err := gcexportdata.NewReader(bufio.NewReader(f))
	if err != nil {
		return nil, fmt.Errorf("reading %s: %v", p.ExportFile, err)
	}
	tpkg, err := gcexportdata.Read(r, x.fset, x.byPath, p.PkgPath)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %v", p.ExportFile, err)
	}
	return tpkg, nil
}

// placeholder returns the types of a package whose export data no check
// read: those the reads of its importers' export data built, incomplete,
// or an empty package of its path.
func (x *exportData) placeholder(p *packages.Package) *types.Package {
	x.mu.Lock()
	defer x.mu.Unlock()
	if tpkg := x.byPath[p.PkgPath]; tpkg != nil {
		return tpkg
	}
	return types.NewPackage(p.PkgPath, p.Name)
}

// goCommandVersion returns the minor version of the go command run in
// dir, or 0 if it cannot tell.
func goCommandVersion(dir string) int {
	cmd := exec.Command("go", "env", "GOVERSION")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return 0
	}
	var minor int
	fmt.Sscanf(strings.TrimSpace(string(out)), "go1.%d", &minor)
	return minor
}
