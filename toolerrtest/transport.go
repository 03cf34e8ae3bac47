package toolerrtest

import (
	"context"
	"net/http"
)

// transport is what the options say a transport gives every call: the
// HTTP request a client over HTTP would send, and the context main's
// set-up derives from it or adds for each call.
type transport struct {
	header      http.Header
	httpContext func(context.Context, *http.Request) context.Context
	callContext func(context.Context, string) context.Context
}

// callURL is the address of the HTTP request a call is given: no request
// is sent, the context function only reads it.
const callURL = "http://toolerrtest.invalid/mcp"

// context returns ctx as the transport would give it to a call of tool:
// first what the HTTP context function derives from the request with the
// header, then what the context function adds.
func (tr *transport) context(ctx context.Context, tool string) context.Context {
	if tr == nil {
		return ctx
	}
	if tr.httpContext != nil {
		r, err := http.NewRequestWithContext(ctx, http.MethodPost, callURL, http.NoBody)
		if err == nil { // a constant URL and method: never fails
			if tr.header != nil {
				r.Header = tr.header.Clone()
			}
			r.Header.Set("Content-Type", "application/json")
			ctx = tr.httpContext(ctx, r)
		}
	}
	if tr.callContext != nil {
		ctx = tr.callContext(ctx, tool)
	}
	return ctx
}
