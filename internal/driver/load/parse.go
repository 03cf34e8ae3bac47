package load

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"sync"
)

// A fileParser parses each file of a load once, however many packages
// list it: a package and its in-package test variant share their files,
// which the analysis relies on to walk them once.
//
// It forgets a file once every package that lists it has taken its
// syntax: the analysis lets a package's syntax go as soon as its rules
// have run, and a cache holding it to the end of the load would keep the
// syntax of the whole program alive.
type fileParser struct {
	fset  *token.FileSet
	slots chan struct{}
	// overlay is the content read in place of the files on disk, by
	// absolute path.
	overlay map[string][]byte

	mu    sync.Mutex
	files map[string]*parsedFile
	// readers counts, by file, the packages still to take its syntax.
	readers map[string]int
}

// A parsedFile is one file's syntax, or why there is none, once parsed.
type parsedFile struct {
	once sync.Once
	file *ast.File
	err  error
}

// newFileParser returns a parser for the files of the packages named,
// each of which will ask for all its files once.
func newFileParser(fset *token.FileSet, slots chan struct{}, packages [][]string, overlay map[string][]byte) *fileParser {
	fp := &fileParser{fset: fset, slots: slots, overlay: overlay, files: make(map[string]*parsedFile), readers: make(map[string]int)}
	for _, names := range packages {
		for _, name := range names {
			fp.readers[name]++
		}
	}
	return fp
}

// parse returns the syntax of the file named, parsed by the first caller
// and waited for by the others. A file with syntax errors has syntax all
// the same, as far as the parser could make it out.
func (fp *fileParser) parse(name string) (*ast.File, error) {
	fp.mu.Lock()
	pf := fp.files[name]
	if pf == nil {
		pf = new(parsedFile)
		fp.files[name] = pf
	}
	fp.mu.Unlock()
	pf.once.Do(func() {
		// The slot is taken inside the Once: a caller waiting for another
		// to parse the file holds none.
		fp.slots <- struct{}{}
		defer func() { <-fp.slots }()
		src, err := fp.read(name)
		if err != nil {
			pf.err = err
			return
		}
		// No rule reads ast.Ident.Obj, the parser's deprecated guess at
		// what a name denotes (the type checker's answer is in the
		// types.Info): skipping it saves a fifth of the parse or more.
		pf.file, pf.err = parser.ParseFile(fp.fset, name, src, parser.AllErrors|parser.ParseComments|parser.SkipObjectResolution)
	})
	fp.mu.Lock()
	if fp.readers[name]--; fp.readers[name] <= 0 {
		delete(fp.files, name)
		delete(fp.readers, name)
	}
	fp.mu.Unlock()
	return pf.file, pf.err
}

// read returns the content of the file named: its overlay, or what the
// disk holds.
func (fp *fileParser) read(name string) ([]byte, error) {
	if src, ok := fp.overlay[name]; ok {
		return src, nil
	}
	return os.ReadFile(name)
}

// parseAll parses the files named side by side and returns, in order, the
// syntax of those that have any, and the errors met.
func (fp *fileParser) parseAll(names []string) ([]*ast.File, []error) {
	files := make([]*ast.File, len(names))
	errs := make([]error, len(names))
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Go(func() { files[i], errs[i] = fp.parse(name) })
	}
	wg.Wait()
	var syntax []*ast.File
	var failed []error
	for i := range names {
		if files[i] != nil {
			syntax = append(syntax, files[i])
		}
		if errs[i] != nil {
			failed = append(failed, errs[i])
		}
	}
	return syntax, failed
}
