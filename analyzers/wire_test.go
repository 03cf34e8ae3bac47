package analyzers_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

// TestWire runs every rule on programs whose handlers are served, from
// another package, behind middleware, wrappers and recovery: what reaches
// the client decides what is reported, at the handlers' own lines. In
// reach and reachgosdk, a program leaves out the closures of middleware
// and handler factories that nothing it is built from uses, and a
// package serving them that is no program judges them as if registered,
// saying so.
func TestWire(t *testing.T) {
	for _, dir := range []string{"convert", "plain", "order", "gosdk", "gosdkplain", "gosdklate", "library", "structured", "reach", "reachgosdk"} {
		t.Run(dir, func(t *testing.T) {
			ruletest.RunProgram(t, ruletest.Testdata(t), analyzers.All, "wire/"+dir+"/...")
		})
	}
}

// TestRegistration runs every rule on programs whose main picks one of
// several servers at run time, the chat server among them. What a handler
// is behind is decided by the server it is registered on: behind the chat
// server's converting middleware, its handlers give no finding whether or
// not the main package is analyzed; behind a server that only logs, every
// error they return is one.
func TestRegistration(t *testing.T) {
	for _, dir := range []string{"pick", "pickplain", "pickgosdk", "pickgosdkplain"} {
		t.Run(dir, func(t *testing.T) {
			ruletest.RunProgram(t, ruletest.Testdata(t), analyzers.All, "wire/"+dir+"/...")
		})
	}
	// Named without their main, the packages that register the handlers
	// on a converting server judge them as the whole program does. (A
	// server that does not convert is left to the packages that serve it,
	// which may install more middleware: see docs/design.md.)
	for _, dir := range []string{"pick", "pickgosdk"} {
		t.Run(dir+"/without-main", func(t *testing.T) {
			ruletest.RunProgram(t, ruletest.Testdata(t), analyzers.All, "wire/"+dir+"/chatserver", "wire/"+dir+"/handlers")
		})
	}
}
