package format

import (
	"bufio"
	"fmt"
	"io"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// textFormat writes one line per finding: FILE:LINE:COL: MESSAGE (RULE).
// Errors go to standard error in every format, so they are not repeated here.
type textFormat struct{}

func (textFormat) Write(w io.Writer, r *report.Report) error {
	bw := bufio.NewWriter(w)
	for _, f := range r.Findings {
		fmt.Fprintf(bw, "%s:%d:%d: %s (%s)\n", r.Shown(f.File), f.Line, f.Column, f.Message, f.Rule)
	}
	return bw.Flush()
}
