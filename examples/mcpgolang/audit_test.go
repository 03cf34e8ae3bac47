package main

import (
	"io"
	"testing"

	mcp "github.com/metoro-io/mcp-golang"
	"github.com/metoro-io/mcp-golang/transport/stdio"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
)

// serve builds the weather server as main does, on pipes in place of
// standard input and output, and serves until in is closed. "alerts" is
// left out: its panic, which mcp-golang does not recover, would end the
// test binary as it ends the server (toolerrlint reports it).
func serve(in io.ReadCloser, out io.Writer) error {
	s := mcp.NewServer(stdio.NewStdioServerTransportWithIO(in, out))
	if err := s.RegisterTool("forecast", "Forecast for a city", forecast); err != nil {
		return err
	}
	// Serve returns once the transport reads in, in a goroutine of its
	// own.
	return s.Serve()
}

// TestAudit holds forecast to the contract: mcp-golang sends its errors to
// the model in isError results.
func TestAudit(t *testing.T) {
	toolerrtest.Audit(t, toolerrtest.Pipe(serve), toolerrtest.Options{})
}
