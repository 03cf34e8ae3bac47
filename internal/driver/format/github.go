package format

import (
	"bufio"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// githubFormat writes one GitHub Actions workflow command per finding,
// which the runner turns into an annotation on the line:
//
//	::error file=F,line=L,col=C,endLine=L,endColumn=C,title=RULE::MESSAGE
//
// GitHub accepts col and endColumn only on a single line, so a finding that
// spans lines is annotated from its start. Failures of the run become
// annotations without a file, so that they show next to the findings.
type githubFormat struct{}

func (githubFormat) Write(w io.Writer, r *report.Report) error {
	bw := bufio.NewWriter(w)
	for _, f := range r.Findings {
		props := []string{
			"file=" + escapeGitHubProperty(filepath.ToSlash(r.Shown(f.File))),
			fmt.Sprintf("line=%d", f.Line),
			fmt.Sprintf("col=%d", f.Column),
		}
		if f.EndLine == f.Line && f.EndColumn > f.Column {
			props = append(props, fmt.Sprintf("endLine=%d", f.EndLine), fmt.Sprintf("endColumn=%d", f.EndColumn))
		}
		props = append(props, "title="+escapeGitHubProperty(f.Rule))
		fmt.Fprintf(bw, "::error %s::%s\n", strings.Join(props, ","), escapeGitHubData(f.Message))
	}
	for _, e := range r.Errors {
		fmt.Fprintf(bw, "::error title=toolerrlint::%s\n", escapeGitHubData(e.String()))
	}
	return bw.Flush()
}

// escapeGitHubData escapes the message of a workflow command as the
// Actions runner unescapes it.
func escapeGitHubData(s string) string {
	return githubDataEscaper.Replace(s)
}

// escapeGitHubProperty escapes a property value, in which ',' and ':'
// would end the value.
func escapeGitHubProperty(s string) string {
	return githubPropertyEscaper.Replace(s)
}

var (
	githubDataEscaper     = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A")
	githubPropertyEscaper = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C")
)
