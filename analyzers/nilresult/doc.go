// Package nilresult defines an Analyzer that reports tool handlers which
// return a nil result with a nil error.
//
// # Analyzer nilresult
//
// nilresult: report nil results returned with a nil error
//
// mcp-go, go-sdk raw handlers and in-house frameworks answer a nil result
// with a nil error with a protocol error ("handler returned no result"),
// which the model never sees. A handler must return a result: a success, or
// an isError result saying what went wrong. go-sdk generic handlers and
// mcp-go structured handlers may return a nil result; they are not reported.
package nilresult
