package format

import (
	"bufio"
	"io"
	"strconv"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// textFormat writes one line per finding: FILE:LINE:COL: MESSAGE (RULE).
// Errors go to standard error in every format, so they are not repeated here.
type textFormat struct{}

func (textFormat) Write(w io.Writer, r *report.Report) error {
	bw := bufio.NewWriter(w)
	// Each line is appended to one buffer rather than formatted by
	// fmt: the report of a large module has tens of thousands, written
	// while the rest of the run waits.
	var line []byte
	for _, f := range r.Findings {
		line = append(line[:0], r.Shown(f.File)...)
		line = append(line, ':')
		line = strconv.AppendInt(line, int64(f.Line), 10)
		line = append(line, ':')
		line = strconv.AppendInt(line, int64(f.Column), 10)
		line = append(line, ": "...)
		line = append(line, f.Message...)
		line = append(line, " ("...)
		line = append(line, f.Rule...)
		line = append(line, ")\n"...)
		bw.Write(line)
	}
	return bw.Flush()
}
