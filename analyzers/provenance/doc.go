// Package provenance defines an Analyzer that reports error results which
// leave a tool handler without the provenance stamp a program declares.
//
// # Analyzer provenance
//
// provenance: report error results without the declared provenance stamp
//
// A failure a model cannot trace back (to a request id, a tool, a server
// version) costs hours to diagnose. A project declares its stamp once, on
// the function or middleware that adds it (//toolerr:provenance, or
// -provenance); the rule then reports, wherever the declaring package is
// imported, every error result that reaches a handler's return without
// passing through it — including the isError result a framework builds from
// a returned error, which no stamp can reach.
//
// A value is stamped when it is the result of a declared stamp, or of a
// function that always returns stamped values (such a function needs no
// directive, in this package or another), when it was passed to a stamp,
// or when it was built from a stamped value. Handlers registered through a
// declared provenance middleware are stamped.
//
// With -require=provenance, a package that registers tool handlers where
// the program declares no stamp is reported too.
package provenance
