// Package repairfields defines an Analyzer that holds the errors built with
// a code to the repair fields that code requires.
//
// # Analyzer repairfields
//
// repairfields: report errors built without the fields their code requires
//
// A code tells a model what went wrong; the repair fields tell it how to
// call again: rate_limited is worth little without RetryAfter, and
// invalid_input without the Field it names and the values Allowed there. A
// project says so on the code constant, with //toolerr:requires FIELD[,FIELD];
// the rule then reports, wherever the declaring package is imported,
// directly or not, each place that builds an error with that code and
// leaves a field out:
//
//   - an envelope literal whose code is the constant, or a local variable
//     assigned it, and that does not set the field; a zero envelope (var
//     env T, new(T)) whose code is assigned afterwards counts as one;
//   - a call of a constructor that takes the code (a parameter or the
//     receiver of a code type) and builds an envelope, an error or a tool
//     result, where neither the constructor, nor its options, nor a
//     parameter of the field's name, nor a builder method chained on it
//     sets the field.
//
// A value assigned to a local variable may have its fields set afterwards,
// by assignment or by a method or function that sets them, as a statement
// of its own; a field set on one path only is reported, saying so. A
// //toolerr:requires that names a field no declared envelope has, or sits
// on a constant that is not of a declared code type, is reported too.
package repairfields
