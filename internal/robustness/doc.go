// Package robustness holds the tests that run every rule on programs no
// fixture anticipates: FuzzRules mutates the Go files of the analysistest
// tree, fixtures and SDK stubs alike, byte by byte and statement by
// statement, and requires that the rules, the passes under them and their
// suggested fixes neither panic nor fail on whatever still type-checks.
//
// The tree is parsed and type-checked in process, each package once, at
// its import path, with the standard library from export data: the go
// command runs once per test binary, never per input, which is what makes
// fuzzing affordable. TestRuleTestsInProcess holds that build to what
// analysistest sees: it replays every rule test of analyzers/ on it, with
// the declaration flags each test sets.
//
//	go test ./internal/robustness                                # the seeds, as CI runs them
//	go test -run='^$' -fuzz=FuzzRules -fuzztime=10m ./internal/robustness
//
// A failing input is written to testdata/fuzz/FuzzRules; `go test -run
// FuzzRules/NAME` replays it.
package robustness
