package driver_test

import (
	"bytes"
	"runtime/debug"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver"
	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// gcPercentWriter records GOGC as it stands when the report is written.
type gcPercentWriter struct {
	bytes.Buffer
	gcPercent []int
}

func (w *gcPercentWriter) Write(p []byte) (int, error) {
	w.gcPercent = append(w.gcPercent, drivertest.GCPercent())
	return w.Buffer.Write(p)
}

// The run's collector pace holds until its report is written: going back
// to GOGC 100 as the analysis ends would start a cycle over the whole heap
// while the report is written. The pace in force before the run comes
// back once it returns.
func TestCheckPacesTheCollectorUntilTheReportIsWritten(t *testing.T) {
	t.Setenv("GOGC", "")
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	var stdout gcPercentWriter
	var stderr bytes.Buffer
	if code := driver.Check([]string{"-C", findingsModule}, fakeRules(), &stdout, &stderr); code != report.ExitFindings {
		t.Fatalf("exit status %d, want %d; stderr:\n%s", code, report.ExitFindings, stderr.String())
	}
	if len(stdout.gcPercent) == 0 {
		t.Fatal("no report written")
	}
	for _, percent := range stdout.gcPercent {
		if percent == 100 {
			t.Fatalf("report written at GOGC %d, the pace before the run", percent)
		}
	}
	if after := drivertest.GCPercent(); after != 100 {
		t.Errorf("GOGC %d after the run, want the 100 in force before it", after)
	}
}

// A GOGC the user set is the run's pace.
func TestCheckKeepsTheUsersGOGC(t *testing.T) {
	t.Setenv("GOGC", "100")
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	var stdout gcPercentWriter
	var stderr bytes.Buffer
	driver.Check([]string{"-C", findingsModule}, fakeRules(), &stdout, &stderr)
	for _, percent := range stdout.gcPercent {
		if percent != 100 {
			t.Fatalf("report written at GOGC %d, want the user's 100", percent)
		}
	}
}
