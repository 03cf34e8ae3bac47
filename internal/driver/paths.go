package driver

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// shownPath names a file of the command line (-o, -baseline,
// -write-baseline, catalog -o and -check), which is relative to dir, the
// directory -C sets, as messages name it: as the user can use it from
// where the command was started (-C examples -o out.txt writes
// examples/out.txt), absolute when it lies elsewhere or was given so.
func shownPath(dir, path string) string {
	if filepath.IsAbs(path) {
		return path
	}
	full := inDir(dir, path)
	start, err := os.Getwd()
	if err != nil {
		return full
	}
	return report.DisplayPath(full, start)
}

// namedAsShown names the file of err, an error from reading or writing
// the file path of the command line, as shownPath does, rather than by
// the absolute path the run opened.
func namedAsShown(err error, dir, path string) error {
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path == inDir(dir, path) {
		pe.Path = shownPath(dir, path)
	}
	return err
}
