// Package handlerpanic defines an Analyzer that reports tool handler paths
// that can crash the server on bad input.
//
// # Analyzer handlerpanic
//
// handlerpanic: report handler paths that crash the server
//
// A tool handler runs on the server's goroutine for the call: a panic takes
// the whole server down unless something recovers it, and log.Fatal or
// os.Exit end the process outright. Every other session loses its tools,
// and the model that sent the bad argument never learns what was wrong.
//
// The rule reports, in handler bodies, the closures in them and the
// same-package functions they call: calls
// to panic and log.Panic*, calls to log.Fatal* and os.Exit, and single-value
// type assertions on argument values (args["n"].(string)), which panic when
// the model sends a value of another type.
//
// Not reported: two-value assertions and type switches, assertions on values
// that do not come from the arguments, and panics in a handler that defers a
// recover() or in mcp-go handlers of a package that turns on
// server.WithRecovery() (log.Fatal and os.Exit are reported still).
package handlerpanic
