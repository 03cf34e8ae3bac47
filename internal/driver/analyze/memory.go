package analyze

import (
	"runtime/debug"
	"runtime/metrics"
)

// The analysis may hold budgetNum/budgetDen of what the load held.
const budgetNum, budgetDen = 6, 5

// withinLoadMemory runs f under a soft memory limit a fifth above the
// memory the runtime holds when it is called, unless a lower limit is set
// already, and restores the limit after.
//
// Called once the packages are loaded, it bounds the analysis by the
// load's footprint. The collector would otherwise let the heap grow to
// twice what was live at its last cycle during the load, whatever the
// analysis needs, while the analysis keeps less and less alive as it lets
// each package's syntax go: under the limit it collects as the budget
// fills, and finds most of the load's memory free.
func withinLoadMemory(f func()) {
	sample := []metrics.Sample{
		{Name: "/memory/classes/total:bytes"},
		{Name: "/memory/classes/heap/released:bytes"},
	}
	metrics.Read(sample)
	held := int64(sample[0].Value.Uint64() - sample[1].Value.Uint64())
	limit := held / budgetDen * budgetNum
	prev := debug.SetMemoryLimit(-1)
	if limit >= prev {
		f()
		return
	}
	debug.SetMemoryLimit(limit)
	defer debug.SetMemoryLimit(prev)
	f()
}
