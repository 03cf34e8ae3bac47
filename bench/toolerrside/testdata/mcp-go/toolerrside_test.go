package main

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	_ "github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo"
)

func TestToolerrSide(t *testing.T) {
	toolerrtest.Audit(t, NewMCPServer(), toolerrtest.Options{})
}
