package toolerrtest

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
)

// Fuzz drives the calls of Audit from `go test -fuzz`. Its seed corpus is
// the inputs Audit sends, as (tool index, arguments JSON) pairs, the tools
// in the order the server lists them, less those Options.Skip names; empty
// arguments leave the member out, and bytes that are not JSON are sent as
// a JSON string. Without -fuzz, `go test` runs the seeds. A call that
// breaks the contract fails the input, with the line Audit writes.
func Fuzz(f *testing.F, server any, opts Options) {
	f.Helper()
	c, err := opts.contract()
	if err != nil {
		f.Fatalf("toolerrtest: %v", err)
	}
	ctx := context.Background()
	s, err := open(ctx, server, c.httpPath, c.header)
	if err != nil {
		f.Fatalf("toolerrtest: %v", err)
	}
	f.Cleanup(s.Close)
	listed, err := s.Tools(ctx)
	if err != nil {
		f.Fatalf("toolerrtest: %v", err)
	}
	var tools []Tool
	for _, tl := range listed {
		if !slices.Contains(c.skip, tl.Name) {
			tools = append(tools, tl)
		}
	}
	if len(tools) == 0 {
		f.Skip("toolerrtest: the server lists no tool to call")
	}
	for i, tl := range tools {
		for _, in := range Inputs(tl.InputSchema) {
			if in.JSON == nil && !s.OmitsArguments() {
				continue
			}
			f.Add(i, []byte(in.JSON))
		}
	}
	f.Fuzz(func(t *testing.T, index int, args []byte) {
		tl := tools[((index%len(tools))+len(tools))%len(tools)]
		in := fuzzInput(args)
		failures, refused := c.check(ctx, s, tl.Name, in)
		for _, fl := range failures {
			t.Errorf("toolerrtest: %s", fl)
		}
		if refused != nil && c.verbose {
			t.Logf("toolerrtest: %s", refusal(tl.Name, in, refused))
		}
	})
}

// fuzzInput turns fuzzed bytes into arguments: none for no bytes, the
// bytes when they are JSON, a JSON string of them when they are not.
func fuzzInput(args []byte) Input {
	switch {
	case len(args) == 0:
		return Input{Name: "fuzzed, arguments omitted"}
	case json.Valid(args):
		return Input{Name: "fuzzed", JSON: json.RawMessage(args)}
	}
	data, _ := json.Marshal(string(args))
	return Input{Name: "fuzzed, as a string", JSON: data}
}
