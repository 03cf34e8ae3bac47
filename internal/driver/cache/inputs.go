package cache

import (
	"errors"
	"io/fs"
	"os"
	"slices"
	"strings"
	"time"
)

// inputs hashes the files and directories that keys depend on, each once,
// and remembers them so that a plan can check later that none changed.
type inputs struct {
	files map[string]Key // content hash; the zero Key for a file absent
	dirs  map[string]Key // listing hash
	// goFiles are the Go files of each directory listed.
	goFiles map[string][]string
	// modules holds the roots of the modules whose files are inputs.
	modules map[string]bool
	// stats are the stats of the files hashed that a plan may trust
	// instead of reading them again (stableStat).
	stats map[string]fileStat
	start time.Time
}

func newInputs() *inputs {
	return &inputs{
		files:   make(map[string]Key),
		dirs:    make(map[string]Key),
		goFiles: make(map[string][]string),
		modules: make(map[string]bool),
		stats:   make(map[string]fileStat),
		start:   time.Now(),
	}
}

// absent is the hash of a file that does not exist.
var absent Key

func (in *inputs) file(path string) Key {
	if k, ok := in.files[path]; ok {
		return k
	}
	k, st, keep := hashStated(path, in.start)
	if keep {
		in.stats[path] = st
	}
	in.files[path] = k
	return k
}

// dir records the listing of a directory and the content of its Go files,
// all of which the go command reads to say what the package is (build
// constraints decide which of them count), and returns their names.
func (in *inputs) dir(path string) []string {
	if _, ok := in.dirs[path]; ok {
		return in.goFiles[path]
	}
	k, goFiles := dirHash(path)
	in.dirs[path] = k
	in.goFiles[path] = goFiles
	for _, name := range goFiles {
		in.file(path + string(os.PathSeparator) + name)
	}
	return goFiles
}

func fileHash(path string) Key {
	data, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return absent
		}
		// Unreadable: a key nothing else hashes to, so nothing matches it.
		return newHasher("unreadable").sum()
	}
	return hashBytes(data)
}

// dirHash hashes the names and kinds of a directory's entries, and lists
// its Go files.
func dirHash(path string) (Key, []string) {
	entries, err := os.ReadDir(path)
	if err != nil {
		return absent, nil
	}
	h := newHasher("dir")
	var goFiles []string
	for _, e := range entries {
		h.str(e.Name())
		h.str(e.Type().String())
		if e.Type().IsRegular() && strings.HasSuffix(e.Name(), ".go") {
			goFiles = append(goFiles, e.Name())
		}
	}
	slices.Sort(goFiles)
	return h.sum(), goFiles
}
