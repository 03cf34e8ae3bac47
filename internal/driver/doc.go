// Package driver is the toolerrlint command as a library: the standalone
// check, and the explain, catalog and version commands, each taking the rules to
// run, so that the command, its tests and the benchmarks share one driver.
//
// The rooms of a standalone run are packages of their own:
//
//   - options: the command-line flags, the rules' and the shared passes';
//   - ruleset: which rules run, and the shared passes they require;
//   - load: go/packages, and why packages did not load;
//   - analyze: the rules' run, the findings and the analyses that failed;
//   - execute: runs analyzers package by package, in dependency order,
//     letting each package go once its results are read;
//   - suppress: the findings that directives in the source silenced;
//   - baseline: -write-baseline, and the findings -baseline leaves;
//   - format: the text, JSON, SARIF and GitHub reports;
//   - fix: -fix and -diff;
//   - report: the outcome of a run that all of them share;
//   - vet: the go vet -vettool mode, which runs through unitchecker;
//   - catalog: the error catalog, gathered by passes/catalog.
package driver
