package rpcerrors_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/ruletest"
	"github.com/toolerrlint/toolerrlint/passes/rpcerrors"
)

// TestCodeParams: the parameters that become the code of a protocol
// error a function builds, itself or through a helper of this package or
// another, are marked, and no other.
func TestCodeParams(t *testing.T) {
	ruletest.Run(t, ruletest.Testdata(t), rpcerrors.Analyzer, "passes/rpcerrors/helpers", "passes/rpcerrors/callers")
}
