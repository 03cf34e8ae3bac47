// Package integration holds end-to-end tests: they build the toolerrlint
// command and run it, standalone and under go vet, on the examples module,
// which is built on the real releases of the supported SDKs.
package integration
