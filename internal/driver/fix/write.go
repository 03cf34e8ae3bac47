package fix

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// Write replaces the content of a file the fixes change, keeping its
// permissions. The new content goes to a temporary file beside it, which
// is then renamed over it, so that no build, editor or second run ever
// reads the file half-written; a symbolic link is followed, and its
// target replaced. A file that no longer holds the content the fixes were
// made for (edited since it was analyzed) is left as it is.
func Write(r *report.Report, f File) error {
	path, err := filepath.EvalSymlinks(r.Path(f.Name))
	if err != nil {
		return fmt.Errorf("fixing %s: %v", f.Name, err)
	}
	info, err := os.Stat(path)
	if err != nil {
		return fmt.Errorf("fixing %s: %v", f.Name, err)
	}
	current, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("fixing %s: %v", f.Name, err)
	}
	if !bytes.Equal(current, f.Old) {
		return fmt.Errorf("fixing %s: the file changed since it was analyzed; left as it is", f.Name)
	}
	if err := replaceFile(path, f.New, info.Mode().Perm()); err != nil {
		return fmt.Errorf("fixing %s: %v", f.Name, err)
	}
	return nil
}

// replaceFile writes data to path through a temporary file in the same
// directory, renamed over path once complete.
func replaceFile(path string, data []byte, perm os.FileMode) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".toolerrlint-*")
	if err != nil {
		return err
	}
	done := false
	defer func() {
		if !done {
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(perm); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	done = true
	return nil
}
