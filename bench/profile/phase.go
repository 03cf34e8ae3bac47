package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"time"
)

// A phase is a stretch of the run being measured.
type phase struct {
	wall   time.Time
	cpu    time.Duration
	allocs uint64
	cycles uint64
}

func begin() phase {
	allocs, cycles := gcCounters()
	return phase{wall: time.Now(), cpu: processCPU(), allocs: allocs, cycles: cycles}
}

// end prints what the phase cost.
func (p phase) end(name string) {
	allocs, cycles := gcCounters()
	fmt.Printf("%-28s wall %8v  cpu %8v  allocated %6.1f MiB  %d GC cycles\n", name,
		time.Since(p.wall).Round(time.Millisecond), (processCPU() - p.cpu).Round(time.Millisecond),
		float64(allocs-p.allocs)/(1<<20), cycles-p.cycles)
}

func gcCounters() (allocs, cycles uint64) {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}, {Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(s)
	return s[0].Value.Uint64(), s[1].Value.Uint64()
}

// writeHeap writes a profile of the live heap, after a collection.
func writeHeap(name string) {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	fmt.Printf("%-28s live heap %.1f MiB\n", name, float64(ms.HeapAlloc)/(1<<20))
	f, err := os.Create(name)
	if err != nil {
		fatalf("%v", err)
	}
	if err := pprof.WriteHeapProfile(f); err != nil {
		fatalf("%v", err)
	}
	if err := f.Close(); err != nil {
		fatalf("%v", err)
	}
}
