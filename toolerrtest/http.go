package toolerrtest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
)

// HTTPPath is the path the audit posts to on an http.Handler when
// Options.HTTPPath is empty: the one the SDKs' streamable HTTP servers
// serve by default.
const HTTPPath = "/mcp"

// httpSession speaks MCP's streamable HTTP transport to an http.Handler,
// in process: each request is served by calling the handler with a
// recorder, no network. The handler is the server as main serves it, so
// what main's HTTP set-up derives from a request (mcp-go's
// WithHTTPContextFunc, a middleware that reads a header) runs as in
// production, on Options.Header.
type httpSession struct {
	handler http.Handler
	path    string
	header  http.Header
	ids     atomic.Int64

	mu      sync.Mutex
	session string // the Mcp-Session-Id the server gave
	version string // the protocol version it agreed
}

func openHTTP(ctx context.Context, h http.Handler, path string, header http.Header) (Session, error) {
	if path == "" {
		path = HTTPPath
	}
	s := &httpSession{handler: h, path: path, header: header}
	if err := initialize(ctx, s, s.notify); err != nil {
		return nil, err
	}
	return rpcSession{s}, nil
}

// post sends one JSON-RPC message and returns the recorded response.
func (s *httpSession) post(ctx context.Context, msg any) (*httptest.ResponseRecorder, error) {
	data, err := json.Marshal(msg)
	if err != nil {
		return nil, err
	}
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://toolerrtest.invalid"+s.path, bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	for k, v := range s.header {
		r.Header[k] = append([]string(nil), v...)
	}
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Accept", "application/json, text/event-stream")
	s.mu.Lock()
	if s.session != "" {
		r.Header.Set("Mcp-Session-Id", s.session)
	}
	if s.version != "" {
		r.Header.Set("Mcp-Protocol-Version", s.version)
	}
	s.mu.Unlock()
	w := httptest.NewRecorder()
	s.handler.ServeHTTP(w, r)
	return w, nil
}

func (s *httpSession) notify(method string) error {
	w, err := s.post(context.Background(), map[string]any{"jsonrpc": "2.0", "method": method})
	if err != nil {
		return err
	}
	if w.Code >= 300 {
		return fmt.Errorf("HTTP %d: %s", w.Code, shorten(w.Body.String(), 120))
	}
	return nil
}

func (s *httpSession) request(ctx context.Context, method string, params any) (json.RawMessage, *ProtocolError, error) {
	id := s.ids.Add(1)
	w, err := s.post(ctx, map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": params})
	if err != nil {
		return nil, nil, err
	}
	if sid := w.Header().Get("Mcp-Session-Id"); sid != "" {
		s.mu.Lock()
		s.session = sid
		s.mu.Unlock()
	}
	msg, err := answerOf(w, id)
	if err != nil {
		return nil, nil, err
	}
	if msg.Error != nil {
		return nil, &ProtocolError{Code: msg.Error.Code, Message: msg.Error.Message}, nil
	}
	if method == "initialize" {
		var init struct {
			ProtocolVersion string `json:"protocolVersion"`
		}
		if json.Unmarshal(msg.Result, &init) == nil {
			s.mu.Lock()
			s.version = init.ProtocolVersion
			s.mu.Unlock()
		}
	}
	return msg.Result, nil, nil
}

type wireAnswer struct {
	ID     json.RawMessage `json:"id"`
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Code    int64  `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// answerOf reads the answer to request id from a response: a JSON body,
// or the data of an event stream's messages.
func answerOf(w *httptest.ResponseRecorder, id int64) (*wireAnswer, error) {
	body := w.Body.Bytes()
	var bodies [][]byte
	if strings.HasPrefix(w.Header().Get("Content-Type"), "text/event-stream") {
		sc := bufio.NewScanner(bytes.NewReader(body))
		sc.Buffer(nil, 1<<26)
		for sc.Scan() {
			if data, ok := strings.CutPrefix(sc.Text(), "data:"); ok {
				bodies = append(bodies, []byte(strings.TrimSpace(data)))
			}
		}
	} else {
		bodies = append(bodies, body)
	}
	want := fmt.Sprint(id)
	for _, b := range bodies {
		var a wireAnswer
		if json.Unmarshal(b, &a) == nil && strings.Trim(string(a.ID), `"`) == want {
			return &a, nil
		}
	}
	if w.Code >= 300 {
		// An HTTP error in place of a JSON-RPC answer: what the client
		// receives is a failed call, which the model never sees either.
		return &wireAnswer{Error: &struct {
			Code    int64  `json:"code"`
			Message string `json:"message"`
		}{Code: int64(w.Code), Message: fmt.Sprintf("HTTP %d: %s", w.Code, strings.TrimSpace(string(body)))}}, nil
	}
	return nil, fmt.Errorf("no answer to request %d in the HTTP %d response %q", id, w.Code, shorten(string(body), 120))
}

// Close ends nothing: the handler holds the session until the server
// expires it.
func (s *httpSession) Close() {}
