// Package closedcodes defines an Analyzer that holds error codes to the
// closed set a program declares.
//
// # Analyzer closedcodes
//
// closedcodes: report error codes outside the declared closed set
//
// An agent branches on an error code only if the code comes from a set it
// can know in advance. A project declares that set once, as the constants
// of a type marked //toolerr:codes (or named with -codes); the rule then
// reports, wherever the declaring package is imported, directly or not:
//
//   - a value of the code type that is not one of its constants: a
//     conversion or an untyped literal whose value is outside the set, and a
//     conversion of a run-time value (Code(s), Code(fmt.Sprintf(…)));
//   - an error result that a handler returns without a code: a bare
//     mcp.NewToolResultError(text), or the isError result a framework builds
//     from a returned error. A result carries a code when it is built by a
//     coded constructor (a function that takes a code, or builds an
//     envelope with its code set, in any package), by an envelope with its
//     code set, or from a value of the code type.
//
// A tool may declare the codes it returns, with //toolerr:returns CODE[,CODE]
// (codes named by value) on its handler, or on the factory that returns
// the handler: a return of that handler whose code, as the analysis
// computes it through constructors, helpers and variables, is outside the
// declared subset is reported, naming the subset; and so is a
// //toolerr:returns that names a code no code set declares.
//
// With -require=codes, a package that registers tool handlers where the
// program declares no code set is reported too.
package closedcodes
