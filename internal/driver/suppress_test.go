package driver_test

import (
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
	"github.com/toolerrlint/toolerrlint/internal/driver/suppress"
)

// silencedDiagnostics stands in for the result of the pass that parses
// suppression directives: it keeps what it silenced, as the driver expects
// of any result that implements suppress.Recorder.
type silencedDiagnostics struct {
	mu   sync.Mutex
	list []silencedDiagnostic
}

type silencedDiagnostic struct {
	rule          string
	diagnostic    analysis.Diagnostic
	justification string
}

func (s *silencedDiagnostics) EachSuppressed(f func(rule string, d analysis.Diagnostic, justification string)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, sd := range s.list {
		f(sd.rule, sd.diagnostic, sd.justification)
	}
}

var _ suppress.Recorder = (*silencedDiagnostics)(nil)

// silencingRules returns a rule that reports every errors.New call except
// those whose line ends in a "// silence: REASON" comment, which it hands to
// a shared pass as silenced, with the reason as the justification.
func silencingRules() []*analysis.Analyzer {
	silencer := &analysis.Analyzer{
		Name:       "silencer",
		Doc:        "silencer keeps the findings that directives silence",
		ResultType: reflect.TypeFor[*silencedDiagnostics](),
		Run:        func(*analysis.Pass) (any, error) { return new(silencedDiagnostics), nil },
	}
	rule := &analysis.Analyzer{
		Name:     "errorsnew",
		Doc:      "errorsnew reports errors built in place",
		URL:      "https://example.com/rules/errorsnew",
		Requires: []*analysis.Analyzer{silencer},
	}
	rule.Run = func(pass *analysis.Pass) (any, error) {
		silenced := pass.ResultOf[silencer].(*silencedDiagnostics)
		reasons := silenceComments(pass)
		for _, call := range errorsNewCalls(pass) {
			d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Category: "built-in-place", Message: "errors.New builds the error in place"}
			pos := pass.Fset.Position(call.Pos())
			if reason, ok := reasons[pos.Filename+":"+strconv.Itoa(pos.Line)]; ok {
				silenced.mu.Lock()
				silenced.list = append(silenced.list, silencedDiagnostic{pass.Analyzer.Name, d, reason})
				silenced.mu.Unlock()
				continue
			}
			pass.Report(d)
		}
		return nil, nil
	}
	return []*analysis.Analyzer{rule}
}

// silenceComments maps "file:line" to the reason of the silence comment on
// that line.
func silenceComments(pass *analysis.Pass) map[string]string {
	reasons := make(map[string]string)
	for _, f := range pass.Files {
		for _, group := range f.Comments {
			for _, c := range group.List {
				if reason, ok := strings.CutPrefix(c.Text, "// silence:"); ok {
					pos := pass.Fset.Position(c.Pos())
					reasons[pos.Filename+":"+strconv.Itoa(pos.Line)] = strings.TrimSpace(reason)
				}
			}
		}
	}
	return reasons
}

// quietModule has one package with a finding and two silenced ones, and
// one package whose only findings are silenced.
func quietModule(t *testing.T) string {
	return drivertest.WriteModule(t, map[string]string{
		"go.mod": "module example.com/quiet\n\ngo 1.26.0\n",
		"loud/loud.go": `package loud

import "errors"

var (
	loud   = errors.New("loud")
	quiet  = errors.New("quiet") // silence: the caller retries
	silent = errors.New("silent") // silence:
)
`,
		"quiet/quiet.go": `package quiet

import "errors"

var hushed = errors.New("hushed") // silence: kept for compatibility
`,
	})
}

// Silenced findings appear in SARIF, in order among the others, marked
// with an in-source suppression and the directive's reason.
func TestSARIFSuppressedFindings(t *testing.T) {
	module := quietModule(t)
	r := runRules(t, silencingRules(), "-C", module, "-format", "sarif", "./loud")
	r.WantCode(t, report.ExitFindings)
	type shown struct {
		line          int
		suppressed    bool
		kind, because string
	}
	var got []shown
	for _, res := range drivertest.DecodeSARIF(t, r.Stdout).Runs[0].Results {
		s := shown{line: res.Locations[0].PhysicalLocation.Region.StartLine}
		if res.RuleID != "errorsnew" || res.Locations[0].PhysicalLocation.ArtifactLocation.URI != "loud/loud.go" {
			t.Errorf("result %+v", res)
		}
		if len(res.Suppressions) > 0 {
			s.suppressed, s.kind, s.because = true, res.Suppressions[0].Kind, res.Suppressions[0].Justification
		}
		if len(res.Suppressions) > 1 {
			t.Errorf("line %d: %d suppressions, want one", s.line, len(res.Suppressions))
		}
		got = append(got, s)
	}
	want := []shown{
		{line: 6},
		{line: 7, suppressed: true, kind: "inSource", because: "the caller retries"},
		{line: 8, suppressed: true, kind: "inSource"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("results:\n got %+v\nwant %+v", got, want)
	}
}

// Silenced findings count for nothing: not in the exit status, and not in
// formats that cannot mark them.
func TestSuppressedFindingsDoNotFailTheRun(t *testing.T) {
	module := quietModule(t)
	for _, format := range []string{"text", "json", "github", "sarif"} {
		t.Run(format, func(t *testing.T) {
			r := runRules(t, silencingRules(), "-C", module, "-format", format, "./quiet")
			r.WantCode(t, report.ExitClean)
			switch format {
			case "text", "github":
				if r.Stdout != "" {
					t.Errorf("silenced findings shown:\n%s", r.Stdout)
				}
			case "json":
				if d := drivertest.DecodeReport(t, r.Stdout).Diagnostics; len(d) != 0 {
					t.Errorf("silenced findings shown: %+v", d)
				}
			case "sarif":
				results := drivertest.DecodeSARIF(t, r.Stdout).Runs[0].Results
				if len(results) != 1 || len(results[0].Suppressions) != 1 || results[0].Suppressions[0].Justification != "kept for compatibility" {
					t.Errorf("results %+v, want the one silenced finding", results)
				}
			}
		})
	}
}
