package analyze

import (
	"math"
	"runtime/debug"
	"testing"
)

// The analysis runs under a limit a fifth above the memory held when it
// starts, and the limit in force before comes back after.
func TestLimitToLoadMemory(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))
	restore := limitToLoadMemory()
	during := debug.SetMemoryLimit(-1)
	restore()
	if during == math.MaxInt64 || during <= 0 {
		t.Errorf("no limit during the analysis: %d", during)
	}
	if after := debug.SetMemoryLimit(-1); after != math.MaxInt64 {
		t.Errorf("limit %d after the analysis, want none", after)
	}
}

// A lower limit set by the user (GOMEMLIMIT) stands.
func TestLimitToLoadMemoryKeepsLowerLimit(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(1 << 20))
	restore := limitToLoadMemory()
	during := debug.SetMemoryLimit(-1)
	restore()
	if during != 1<<20 {
		t.Errorf("limit %d during the analysis, want the user's %d", during, 1<<20)
	}
}
