package main

import (
	"io"
	"testing"

	"github.com/strowk/foxy-contexts/pkg/app"
	"github.com/strowk/foxy-contexts/pkg/stdio"
	"go.uber.org/fx"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
)

// serve builds the env server as main does, on pipes in place of standard
// input and output. "get_env" is left out: its panic, which foxy-contexts
// does not recover, would end the test binary as it ends the server
// (toolerrlint reports it).
func serve(in io.ReadCloser, out io.Writer) error {
	return app.NewBuilder().
		WithTool(NewListEnvTool).
		WithName("env").
		WithVersion("0.1.0").
		WithFxOptions(fx.NopLogger).
		WithTransport(stdio.NewTransport(stdio.WithIn(in), stdio.WithOut(out))).
		Run()
}

// TestAudit holds list_env to the contract: its failures are isError
// results. The parse errors (-32700) foxy-contexts answers, before any
// handler runs, for arguments that are not an object are the SDK's, which
// the audit holds no tool to.
func TestAudit(t *testing.T) {
	toolerrtest.Audit(t, toolerrtest.Pipe(serve), toolerrtest.Options{})
}
