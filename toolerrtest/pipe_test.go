package toolerrtest_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	"github.com/toolerrlint/toolerrlint/toolerrtest/internal/audittest"
)

// stdioServer serves a behaviour of audittest.Behaviours over
// newline-delimited JSON-RPC, as a framework's stdio transport does; it
// sends a notification and a request of its own before each answer, as
// servers do, which the client must get past.
func stdioServer(name string) toolerrtest.Pipe {
	return func(in io.ReadCloser, out io.Writer) error {
		enc := json.NewEncoder(out)
		scan := bufio.NewScanner(in)
		for scan.Scan() {
			var req struct {
				ID     json.RawMessage `json:"id"`
				Method string          `json:"method"`
				Params struct {
					Arguments json.RawMessage `json:"arguments"`
				} `json:"params"`
			}
			if err := json.Unmarshal(scan.Bytes(), &req); err != nil {
				return err
			}
			if req.ID == nil || req.Method == "" { // a notification, or the answer to roots/list
				continue
			}
			var args map[string]any
			_ = json.Unmarshal(req.Params.Arguments, &args)
			_ = enc.Encode(map[string]any{"jsonrpc": "2.0", "method": "notifications/message", "params": map[string]any{"level": "info", "data": "hi"}})
			_ = enc.Encode(map[string]any{"jsonrpc": "2.0", "id": "srv-1", "method": "roots/list"})
			answer := map[string]any{"jsonrpc": "2.0", "id": req.ID}
			switch req.Method {
			case "initialize":
				answer["result"] = map[string]any{"protocolVersion": "2024-11-05", "capabilities": map[string]any{"tools": map[string]any{}}, "serverInfo": map[string]any{"name": "s", "version": "1"}}
			case "tools/list":
				answer["result"] = map[string]any{"tools": []any{map[string]any{"name": name, "inputSchema": json.RawMessage(audittest.ItemSchema)}}}
			case "tools/call":
				if _, err := audittest.Verdict(args); err != nil && name == "hangs" {
					if _, ok := args["id"].(string); ok {
						continue // never answered, as Behave would wait
					}
				}
				a := audittest.Behave(context.Background(), name, args)
				switch {
				case a.Err != nil:
					answer["error"] = map[string]any{"code": -32603, "message": a.Err.Error()}
				case a.Nil:
					answer["result"] = nil
				default:
					answer["result"] = map[string]any{"isError": a.IsError, "content": []any{map[string]any{"type": "text", "text": a.Text}}}
				}
			default:
				answer["error"] = map[string]any{"code": -32601, "message": "method not found"}
			}
			if err := enc.Encode(answer); err != nil {
				return err
			}
		}
		return scan.Err()
	}
}

// A server served over a pipe is audited as an SDK's: each behaviour the
// wire shows fails as it should. (A panic or a nil result in a handler is
// not seen on the wire: no middleware is there to see it.)
func TestAuditPipe(t *testing.T) {
	for _, b := range audittest.Behaviours {
		switch b.Name {
		case "panics":
			continue
		}
		t.Run(b.Name, func(t *testing.T) {
			audittest.Check(t, stdioServer(b.Name), b)
		})
	}
}

// A server that stops stops the audit with its error; one that does not
// speak JSON-RPC too.
func TestAuditPipeStops(t *testing.T) {
	for name, serve := range map[string]toolerrtest.Pipe{
		"exits": func(io.ReadCloser, io.Writer) error { return errors.New("no config") },
		"babbles": func(in io.ReadCloser, out io.Writer) error {
			_, err := io.WriteString(out, "starting…\n")
			_, _ = io.Copy(io.Discard, in)
			return err
		},
	} {
		_, err := toolerrtest.Check(serve, toolerrtest.Options{})
		if err == nil || !strings.Contains(err.Error(), "initialize") {
			t.Errorf("%s: Check returned %v, want the failed initialize", name, err)
		}
	}
}
