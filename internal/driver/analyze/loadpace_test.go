package analyze

import (
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"testing"
	"time"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
)

func TestGCPercentFor(t *testing.T) {
	const mb = 1 << 20
	for _, tc := range []struct {
		name     string
		expected int64
		left     heap
		want     int
	}{
		{"the goal is the expected heap", 400 * mb, heap{live: 50 * mb, scanned: 50 * mb}, 700},
		{"stacks and globals count as GOGC scales them", 400 * mb, heap{live: 50 * mb, scanned: 70 * mb}, 500},
		{"the runtime's minimum heap scales too", 400 * mb, heap{live: 1 * mb, scanned: 1 * mb}, 10000},
		{"the run's pace once the live heap asks for more", 400 * mb, heap{live: 150 * mb, scanned: 150 * mb}, runGCPercent},
		{"a live heap past the expected one", 400 * mb, heap{live: 500 * mb, scanned: 500 * mb}, runGCPercent},
		{"nothing expected", 0, heap{live: 10 * mb, scanned: 10 * mb}, runGCPercent},
		{"nothing collected yet", 400 * mb, heap{}, runGCPercent},
	} {
		if got := gcPercentFor(tc.expected, tc.left); got != tc.want {
			t.Errorf("%s: gcPercentFor(%d MB, %+v) = %d, want %d", tc.name, tc.expected/mb, tc.left, got, tc.want)
		}
	}
}

// writeFiles writes files of the sizes given and returns their names.
func writeFiles(t *testing.T, sizes ...int) []string {
	t.Helper()
	dir := t.TempDir()
	var names []string
	for i, size := range sizes {
		name := filepath.Join(dir, string(rune('a'+i))+".go")
		if err := os.WriteFile(name, make([]byte, size), 0o644); err != nil {
			t.Fatal(err)
		}
		names = append(names, name)
	}
	return names
}

func TestExpectedHeap(t *testing.T) {
	files := writeFiles(t, 1000, 2000, 4*countedFileBytes)
	files = append(files, filepath.Join(t.TempDir(), "gone.go"))
	want := int64(1000+2000+countedFileBytes) * heapPerSourceByte
	if got := expectedHeap(files); got != want {
		t.Errorf("expectedHeap = %d, want %d: the two small files whole, the large one up to countedFileBytes, the missing one not at all", got, want)
	}
}

// While the collector is paced, the load's pacer raises GOGC for a load
// expected to reach a heap far above what is live, and leaves it alone
// once stopped; unpaced, it does nothing.
func TestPaceLoad(t *testing.T) {
	t.Setenv("GOGC", "")
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	// 160 MiB expected, far above a test's live heap.
	files := writeFiles(t, slices.Repeat([]int{countedFileBytes}, 16)...)

	stop := paceLoad(files)
	runtime.GC()
	stop()
	if got := drivertest.GCPercent(); got != 100 {
		t.Fatalf("unpaced run: GOGC %d, want the 100 in force", got)
	}

	restore := PaceCollector()
	defer restore()
	stop = paceLoad(files)
	deadline := time.Now().Add(10 * time.Second)
	for drivertest.GCPercent() <= runGCPercent && time.Now().Before(deadline) {
		time.Sleep(pollEvery)
	}
	raised := drivertest.GCPercent()
	stop()
	stop() // stopping twice is stopping once
	if raised <= runGCPercent {
		t.Fatalf("paced load: GOGC %d, want more than %d", raised, runGCPercent)
	}
	debug.SetGCPercent(300)
	runtime.GC()
	if got := drivertest.GCPercent(); got != 300 {
		t.Errorf("stopped pacer: GOGC %d after a collection, want the 300 set after it stopped", got)
	}
	restore()
	if got := drivertest.GCPercent(); got != 100 {
		t.Errorf("restored pace: GOGC %d, want the 100 in force before the run", got)
	}
}
