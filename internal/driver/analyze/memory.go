package analyze

import (
	"os"
	"runtime/debug"
	"runtime/metrics"
	"sync/atomic"
)

// The analysis may hold budgetNum/budgetDen of what the load held.
const budgetNum, budgetDen = 6, 5

// runGCPercent is GOGC for the whole of a standalone run: the load, the
// analysis beside it and after it, and the report.
const runGCPercent = 250

// PaceCollector sets GOGC to runGCPercent, unless the user set GOGC, and
// returns the function that restores it. A standalone run calls it first
// and restores the pace only once its report is written.
//
// The analysis lets each package's syntax and type information go as soon
// as its rules have run, and the load keeps pace with it, while the load,
// alone, holds every package's to the end: the live heap of a run stays
// well below the load's, and the collector, paced by it, would keep the
// run's peak below the load's at the cost of more cycles. Two and a half
// times the headroom spends that memory on fewer cycles: peak RSS stays
// within a quarter of the load's alone (see docs/performance.md).
//
// The pace holds to the end: going back to GOGC 100 as the load ends
// would start a cycle at once whenever the heap stands above twice what
// the last one left, as it often does then, marking the load's whole heap
// while the last packages, those that import all the others, wait to be
// analyzed; going back as the analysis ends would start the same cycle
// while the report is written, over a heap the process is about to drop.
//
// While the packages load, paceLoad may raise GOGC further; it stays as
// paceLoad leaves it until restore, the memory the load held bounding the
// rest of the run (limitToLoadMemory).
func PaceCollector() (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	prev := debug.SetGCPercent(runGCPercent)
	pacing.Store(true)
	return func() {
		pacing.Store(false)
		debug.SetGCPercent(prev)
	}
}

// pacing is set while PaceCollector paces the collector.
var pacing atomic.Bool

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
