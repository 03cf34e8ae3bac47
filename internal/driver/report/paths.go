package report

import (
	"cmp"
	"path/filepath"
	"strings"
)

// Shown is a file named as findings name it (relative to Dir, or
// absolute) as reports show it: relative to where the command was
// started, as go vet shows it, under PathPrefix; absolute when it lies
// elsewhere.
//
// Each file's is worked out once: a report of thousands of findings names
// far fewer files. Origin, Dir and PathPrefix must not change once a file
// is shown.
func (r *Report) Shown(file string) string {
	if file == "" {
		return file
	}
	if shown, ok := r.shown[file]; ok {
		return shown
	}
	shown := DisplayPath(r.Path(file), cmp.Or(r.Origin, r.Dir))
	if r.PathPrefix != "" && !filepath.IsAbs(shown) {
		shown = filepath.Join(r.PathPrefix, shown)
	}
	if r.shown == nil {
		r.shown = make(map[string]string)
	}
	r.shown[file] = shown
	return shown
}

// ShownRoot is the directory that the relative paths Shown gives are
// relative to, or "" when it is not known (a PathPrefix that does not
// end the path of Origin).
func (r *Report) ShownRoot() string {
	root := cmp.Or(r.Origin, r.Dir)
	if r.PathPrefix == "" {
		return root
	}
	prefix := string(filepath.Separator) + filepath.Clean(r.PathPrefix)
	if trimmed, ok := strings.CutSuffix(root, prefix); ok {
		return cmp.Or(trimmed, string(filepath.Separator))
	}
	return ""
}

// ShowErrorPositions rewrites the positions that start the lines of error
// messages ("FILE:LINE:COL: ..."), relative to Dir, as Shown shows files.
func (r *Report) ShowErrorPositions() {
	for i, e := range r.Errors {
		lines := strings.Split(e.Message, "\n")
		for j, line := range lines {
			pos, rest, ok := strings.Cut(line, ": ")
			if !ok {
				continue
			}
			file, suffix := splitPosition(pos)
			if suffix == "" || !strings.HasSuffix(file, ".go") {
				continue
			}
			lines[j] = r.Shown(file) + suffix + ": " + rest
		}
		r.Errors[i].Message = strings.Join(lines, "\n")
	}
}

// DisplayPath shows a file relative to dir when it lies under dir, and as an
// absolute path otherwise (a file of another module, or of the build cache),
// where a chain of "../" would say less than the path itself. An empty dir
// keeps the path as it is.
func DisplayPath(file, dir string) string {
	if file == "" || dir == "" || !filepath.IsAbs(file) {
		return file
	}
	rel, err := filepath.Rel(dir, file)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return file
	}
	return rel
}

// Relative is the finding with its file and the files of its edits shown
// as DisplayPath shows them.
func (f Finding) Relative(dir string) Finding {
	return f.relative(func(file string) string { return DisplayPath(file, dir) })
}

func (f Finding) relative(display func(string) string) Finding {
	f.File = display(f.File)
	fixes := make([]Fix, len(f.Fixes))
	for i, fx := range f.Fixes {
		edits := make([]Edit, len(fx.Edits))
		for j, e := range fx.Edits {
			e.File = display(e.File)
			edits[j] = e
		}
		fixes[i] = Fix{Message: fx.Message, Edits: edits}
	}
	if f.Fixes == nil {
		fixes = nil
	}
	f.Fixes = fixes
	return f
}

// Paths shows the files of findings as DisplayPath does for one
// directory, working out each file's once: a report's thousands of
// findings lie in far fewer files.
type Paths struct {
	dir   string
	shown map[string]string
}

// NewPaths returns the Paths of dir.
func NewPaths(dir string) *Paths {
	return &Paths{dir: dir, shown: make(map[string]string)}
}

// Display is DisplayPath(file, dir).
func (p *Paths) Display(file string) string {
	s, ok := p.shown[file]
	if !ok {
		s = DisplayPath(file, p.dir)
		p.shown[file] = s
	}
	return s
}

// Relative is f.Relative(dir).
func (p *Paths) Relative(f Finding) Finding { return f.relative(p.Display) }

// RelativePosition rewrites the file part of a "FILE[:LINE[:COL]]" position
// string with DisplayPath. File names may themselves contain colons, so the
// numeric suffixes are taken from the right.
func RelativePosition(pos, dir string) string {
	file, suffix := splitPosition(pos)
	return DisplayPath(file, dir) + suffix
}

// splitPosition splits "FILE[:LINE[:COL]]" into the file and the rest.
func splitPosition(pos string) (file, suffix string) {
	file = pos
	for range 2 {
		i := strings.LastIndexByte(file, ':')
		if i < 0 || !isDigits(file[i+1:]) {
			break
		}
		file, suffix = file[:i], file[i:]+suffix
	}
	return file, suffix
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
