package driver

import (
	"fmt"
	"io"
	"os"

	"github.com/toolerrlint/toolerrlint/internal/driver/format"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// writeReport writes the report in format f and returns the run's exit
// status: the report's, or a failure when the report cannot be written.
func writeReport(r *report.Report, f format.Formatter, output string, stdout, stderr io.Writer) int {
	return writeOutput(r, output, stdout, stderr, func(w io.Writer) error { return f.Write(w, r) })
}

// writeOutput hands write standard output, or the -o file, and returns the
// run's exit status.
func writeOutput(r *report.Report, output string, stdout, stderr io.Writer, write func(io.Writer) error) int {
	if err := writeTo(output, r.Dir, stdout, write); err != nil {
		fmt.Fprintf(stderr, "toolerrlint: %v\n", err)
		return report.ExitFailure
	}
	return r.ExitStatus()
}

// writeTo hands write standard output, or the file output, relative to
// dir; its errors name the file as the user can use it.
func writeTo(output, dir string, stdout io.Writer, write func(io.Writer) error) error {
	if output == "" {
		return write(stdout)
	}
	f, err := os.Create(inDir(dir, output))
	if err != nil {
		return namedAsShown(err, dir, output)
	}
	if err := write(f); err != nil {
		f.Close()
		return namedAsShown(err, dir, output)
	}
	return namedAsShown(f.Close(), dir, output)
}
