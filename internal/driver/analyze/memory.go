package analyze

import (
	"os"
	"runtime/debug"
	"runtime/metrics"
)

// The analysis may hold budgetNum/budgetDen of what the load held.
const budgetNum, budgetDen = 6, 5

// loadGCPercent is GOGC while the packages load and the analysis runs,
// beside the load and after it.
const loadGCPercent = 250

// paceLoad sets GOGC to loadGCPercent, unless the user set GOGC, and
// returns the function that restores it.
//
// The analysis lets each package's syntax and type information go as soon
// as its rules have run, and the load keeps pace with it, while the load,
// alone, holds every package's to the end: the live heap of a run stays
// well below the load's, and the collector, paced by it, would keep the
// run's peak below the load's at the cost of more cycles. Two and a half
// times the headroom spends that memory on fewer cycles: peak RSS stays
// within a quarter of the load's alone (see docs/performance.md).
func paceLoad() (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	prev := debug.SetGCPercent(loadGCPercent)
	return func() { debug.SetGCPercent(prev) }
}

// limitToLoadMemory sets a soft memory limit a fifth above the memory the
// runtime holds when it is called, unless a lower limit is set already,
// and returns the function that restores the limit.
//
// Called once the packages are loaded, it bounds the rest of the analysis
// by the load's footprint. The collector would otherwise let the heap grow
// to three times what was live at its last cycle during the load,
// whatever the analysis needs, while the analysis keeps less and less
// alive as it lets each package's syntax go: under the limit it collects
// as the budget fills, and finds most of the load's memory free.
func limitToLoadMemory() (restore func()) {
	sample := []metrics.Sample{
		{Name: "/memory/classes/total:bytes"},
		{Name: "/memory/classes/heap/released:bytes"},
	}
	metrics.Read(sample)
	held := int64(sample[0].Value.Uint64() - sample[1].Value.Uint64())
	limit := held / budgetDen * budgetNum
	prev := debug.SetMemoryLimit(-1)
	if limit >= prev {
		return func() {}
	}
	debug.SetMemoryLimit(limit)
	return func() { debug.SetMemoryLimit(prev) }
}
