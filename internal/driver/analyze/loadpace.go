package analyze

import (
	"os"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"time"
)

// heapPerSourceByte is a low estimate of the heap a load reaches, by the
// end, per byte of the source it parses: the syntax, the type information
// and the types of its packages, and the export data they import. Loads
// of six modules, generated and real servers of 1 to 13 MB of source,
// reached 43 to 67 bytes (their peak RSS, less the 30 MB of a load of
// next to nothing).
const heapPerSourceByte = 40

// countedFileBytes is the most one file counts for. A file of generated
// data, a string literal of megabytes, costs the load little memory for
// its size; no hand-written file of those modules passes 250 KB.
const countedFileBytes = 256 << 10

// pollEvery is how often the pacer looks for a finished collection: at
// the rate a load allocates, a few megabytes.
const pollEvery = 5 * time.Millisecond

// minimumHeap is the runtime's floor on the heap goal at GOGC 100, which
// scales with GOGC: a GOGC of g never lets a collection start below
// g/100 times it.
const minimumHeap = 4 << 20

// paceLoad lets the heap grow, while the packages load, to the size the
// load is expected to reach (heapPerSourceByte for each byte of files)
// before a collection starts, and returns the function that stops the
// pacing once the load is done. It paces only a run whose collector
// PaceCollector paces.
//
// A load holds every package's syntax until its rules have run, and the
// type information the analysis keeps grows to the load's end: the live
// heap of a run climbs with it. GOGC, which starts a collection once the
// heap is 1+GOGC/100 times what the last one left, then collects most
// often early on, when little is live and the whole load is still to come,
// each cycle marking the heap the next one marks again. Early on the
// pacer raises GOGC so that the heap goal is the load's expected heap;
// once the live heap is large enough that runGCPercent asks for more, it
// is runGCPercent again. The estimate is low, so that the peak stays
// within what the load alone reaches: one too low only saves fewer
// collections. GOGC stays as the pacer leaves it; after the load,
// limitToLoadMemory bounds the heap.
//
// The runtime tells no one when a collection ends: a goroutine reads its
// count every pollEvery and sets GOGC for the heap the collection left.
// The files are measured on that goroutine too, while the load starts.
func paceLoad(files []string) (stop func()) {
	if !pacing.Load() {
		return func() {}
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		expected := expectedHeap(files)
		cycles := gcCycles()
		debug.SetGCPercent(gcPercentFor(expected, heapLeft()))
		ticker := time.NewTicker(pollEvery)
		defer ticker.Stop()
		for {
			select {
			case <-done:
				return
			case <-ticker.C:
			}
			if c := gcCycles(); c != cycles {
				cycles = c
				debug.SetGCPercent(gcPercentFor(expected, heapLeft()))
			}
		}
	})
	var once sync.Once
	return func() {
		once.Do(func() {
			close(done)
			wg.Wait()
		})
	}
}

// expectedHeap is the heap a load of files is expected to reach.
func expectedHeap(files []string) int64 {
	var size int64
	for _, f := range files {
		if info, err := os.Stat(f); err == nil {
			size += min(info.Size(), countedFileBytes)
		}
	}
	return size * heapPerSourceByte
}

// A heap is what the last collection left, as the runtime paces the next
// one: the heap it marked live, and that with the stacks and globals it
// scanned, which GOGC scales too.
type heap struct {
	live, scanned int64
}

func heapLeft() heap {
	s := []metrics.Sample{
		{Name: "/gc/heap/live:bytes"},
		{Name: "/gc/scan/stack:bytes"},
		{Name: "/gc/scan/globals:bytes"},
	}
	metrics.Read(s)
	live := int64(s[0].Value.Uint64())
	return heap{live: live, scanned: live + int64(s[1].Value.Uint64()) + int64(s[2].Value.Uint64())}
}

func gcCycles() uint64 {
	s := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// gcPercentFor is the GOGC that starts the next collection once the heap
// reaches expected, given what the last one left, and never less than
// runGCPercent. The runtime's heap goal is live + scanned*GOGC/100, and at
// least minimumHeap*GOGC/100.
func gcPercentFor(expected int64, left heap) int {
	if left.scanned <= 0 || expected <= left.live {
		return runGCPercent
	}
	percent := min((expected-left.live)*100/left.scanned, expected*100/minimumHeap)
	return int(max(percent, runGCPercent))
}
