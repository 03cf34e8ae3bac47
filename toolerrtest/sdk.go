package toolerrtest

import "strings"

// What an SDK answers by itself, before any code of the server's runs:
// neither the tool's author wrote it nor can change it, so the audit holds
// no tool to it.

// sdkAnswers are the starts of the texts of the error results an SDK
// builds, before any handler runs, for arguments that its input schema or
// its binding refuses: mcp-go's typed and structured handlers and its
// input schema validation, go-sdk's generic handlers.
var sdkAnswers = []string{
	"failed to bind arguments: ",
	"input schema validation failed: ",
	`validating "arguments": `,
}

// sdkAnswer reports whether r is an error result an SDK built for refused
// arguments: no handler of the project's wrote it, so it is not held to
// the project's codes and stamp.
func sdkAnswer(r *Result) bool {
	if r.Structured != nil || len(r.Text) != 1 {
		return false
	}
	for _, prefix := range sdkAnswers {
		if strings.HasPrefix(r.Text[0], prefix) {
			return true
		}
	}
	return false
}

// sdkRefusals are the protocol errors an SDK answers for a tools/call it
// cannot decode, before the server's tool middleware, handler and call
// hooks run: the code and the start of the message, both of which must
// match.
var sdkRefusals = []struct {
	code   int64
	prefix string
}{
	// mcp-go v0.28 and earlier decode "arguments" into a map[string]any:
	// a call whose arguments are not an object or null fails there, and
	// HandleMessage answers its UnparsableMessageError with -32600
	// (INVALID_REQUEST). An error a handler or a middleware returns is
	// -32603 (INTERNAL_ERROR) in every version, so no tool can answer this.
	{-32600, "unparsable tools/call request: "},
	// go-mcp decodes the call's params, arguments included, before it
	// finds the tool, and answers a failure with -32700; a handler's error
	// is -32603.
	{-32700, "json unmarshal error: "},
	// foxy-contexts answers params it cannot decode with a bare -32700;
	// its tool callbacks return results, never errors.
	{-32700, "Parse error"},
	// trpc-mcp-go checks that arguments are an object before it calls the
	// handler.
	{-32602, "invalid parameters: arguments must be an object"},
}

// sdkRefusal reports whether e is a protocol error an SDK answered for a
// call it could not decode, before any code of the server's ran.
func sdkRefusal(e *ProtocolError) bool {
	for _, r := range sdkRefusals {
		if e.Code == r.code && strings.HasPrefix(e.Message, r.prefix) {
			return true
		}
	}
	return false
}
