package report

import (
	"path/filepath"
	"strings"
)

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
	f.File = DisplayPath(f.File, dir)
	fixes := make([]Fix, len(f.Fixes))
	for i, fx := range f.Fixes {
		edits := make([]Edit, len(fx.Edits))
		for j, e := range fx.Edits {
			e.File = DisplayPath(e.File, dir)
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

// RelativePosition rewrites the file part of a "FILE[:LINE[:COL]]" position
// string with DisplayPath. File names may themselves contain colons, so the
// numeric suffixes are taken from the right.
func RelativePosition(pos, dir string) string {
	file, suffix := pos, ""
	for range 2 {
		i := strings.LastIndexByte(file, ':')
		if i < 0 || !isDigits(file[i+1:]) {
			break
		}
		file, suffix = file[:i], file[i:]+suffix
	}
	return DisplayPath(file, dir) + suffix
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
