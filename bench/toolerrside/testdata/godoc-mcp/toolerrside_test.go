package main

import (
	"testing"
	"time"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	_ "github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo"
)

func TestToolerrSide(t *testing.T) {
	toolerrtest.Audit(t, newGodocServer().mcpServer, toolerrtest.Options{Timeout: 30 * time.Second})
}
