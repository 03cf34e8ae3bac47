package drivertest

import "runtime/metrics"

// GCPercent is GOGC as the runtime stands, read without setting it.
func GCPercent() int {
	sample := []metrics.Sample{{Name: "/gc/gogc:percent"}}
	metrics.Read(sample)
	return int(sample[0].Value.Uint64())
}
