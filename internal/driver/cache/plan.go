package cache

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// A plan is what a run needs to know to skip go list: the root packages
// with the keys of their results, and the inputs go list read to find them,
// as they were. While every input reads the same, go list would say the
// same.
type plan struct {
	Roots []root
	Files map[string]Key
	Dirs  map[string]Key
	// Stats are the stats the files had when they were hashed, for those
	// whose stat can vouch for their content: a file that stats the same
	// is not read again. On a module with a vendor directory, reading
	// every vendored file was most of a warm run.
	Stats map[string]fileStat `json:",omitempty"`
}

// planKey names the plan of a run of patterns in dir.
func planKey(config Key, dir string, patterns []string, tests bool) Key {
	h := newHasher("plan")
	h.key(config)
	h.str(dir)
	h.strs(patterns)
	h.str(strconv.FormatBool(tests))
	return h.sum()
}

// watchable reports whether the packages patterns match depend on files
// alone: patterns that name directories (".", "./x", "./x/...", "/abs"),
// whose matches change only when the directories under them do.
func watchable(patterns []string) bool {
	for _, p := range patterns {
		base := strings.TrimSuffix(strings.TrimSuffix(p, "..."), "/")
		if p != "." && p != ".." && !strings.HasPrefix(p, "./") && !strings.HasPrefix(p, "../") && !filepath.IsAbs(p) {
			return false
		}
		if strings.Contains(base, "...") {
			return false
		}
	}
	return true
}

// watchPatterns records the directories go list walks to match patterns:
// for "x/...", every directory under x that can hold a package of the
// module, and the directories of nested modules, which are left out by
// their go.mod. A directory that appears or goes changes a listing.
func watchPatterns(in *inputs, dir string, patterns []string) {
	for _, p := range patterns {
		base, recursive := strings.CutSuffix(p, "/...")
		if !filepath.IsAbs(base) {
			base = filepath.Join(dir, base)
		}
		in.dir(base)
		if !recursive {
			continue
		}
		filepath.WalkDir(base, func(path string, d fs.DirEntry, err error) error {
			if err != nil || !d.IsDir() || path == base {
				return nil
			}
			name := d.Name()
			if strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" || name == "vendor" {
				return filepath.SkipDir
			}
			in.dir(path)
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir
			}
			return nil
		})
	}
}

// watchModuleRoots records the go.mod and go.work files in dir and every
// directory above it, where the go command looks for the module and the
// workspace.
func watchModuleRoots(in *inputs, dir string) {
	for d := dir; ; {
		in.file(filepath.Join(d, "go.mod"))
		in.file(filepath.Join(d, "go.work"))
		in.file(filepath.Join(d, "go.work.sum"))
		parent := filepath.Dir(d)
		if parent == d {
			return
		}
		d = parent
	}
}

// loadPlan reads the plan k and returns its roots when every input it
// recorded reads the same.
func (s *Store) loadPlan(k Key) ([]root, bool) {
	data, ok := s.get(k)
	if !ok {
		return nil, false
	}
	var p plan
	if err := json.Unmarshal(data, &p); err != nil || len(p.Roots) == 0 {
		return nil, false
	}
	// Files read again with the content they had, touched or checked out
	// anew, keep their new stats: the next run need not read them.
	start := time.Now()
	restated := false
	for path, want := range p.Files {
		if st, known := p.Stats[path]; known {
			if now, ok := statOf(path); ok && now == st {
				continue
			}
		}
		k, st, keep := hashStated(path, start)
		if k != want {
			return nil, false
		}
		if keep {
			if p.Stats == nil {
				p.Stats = make(map[string]fileStat)
			}
			p.Stats[path], restated = st, true
		}
	}
	for path, want := range p.Dirs {
		if got, _ := dirHash(path); got != want {
			return nil, false
		}
	}
	if restated {
		if data, err := json.Marshal(p); err == nil {
			s.put(k, data)
		}
	}
	return p.Roots, true
}

func (s *Store) savePlan(k Key, roots []root, in *inputs) {
	data, err := json.Marshal(plan{Roots: roots, Files: in.files, Dirs: in.dirs, Stats: in.stats})
	if err == nil {
		s.put(k, data)
	}
}
