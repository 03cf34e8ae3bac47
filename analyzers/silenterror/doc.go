// Package silenterror defines an Analyzer that reports success results
// carrying an error.
//
// # Analyzer silenterror
//
// silenterror: report success results that carry an error
//
// A result that holds the project's declared error envelope, or one of its
// error codes, but leaves isError unset tells the model the call worked:
// it reads on as if it had, and the failure is silent. Set isError, or
// build the result with an error constructor.
package silenterror
