package toolerrtest

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"sync"
	"time"
)

// A Pipe serves a server over a pair of pipes, in process, the way it
// serves standard input and output: it reads newline-delimited JSON-RPC
// messages from in and writes its answers to out, until in is closed. It
// returns then, or at once if the server serves in goroutines of its own;
// an error it returns stops the audit. Give
// one to Audit, Check or Fuzz for a server whose framework has no
// in-process client but takes the reader and writer of its stdio
// transport: github.com/ThinkInAIXYZ/go-mcp's
// transport.NewMockServerTransport(in, out), github.com/metoro-io/mcp-golang's
// stdio.NewStdioServerTransportWithIO(in, out), github.com/strowk/foxy-contexts'
// stdio.NewTransport(stdio.WithIn(in), stdio.WithOut(out)).
//
// No SDK middleware wraps the handlers: a panic the framework does not
// recover ends the test binary, as it would end the server, and the
// transport's context (Options.Context and the others) does not reach
// them; set the server up in the function instead.
type Pipe func(in io.ReadCloser, out io.Writer) error

// pipeSession speaks JSON-RPC to a Pipe: one request per call, matched to
// its answer by id.
type pipeSession struct {
	toServer *io.PipeWriter
	fromSrv  *io.PipeReader
	writeMu  sync.Mutex // one message at a time on the server's input
	mu       sync.Mutex // guards the fields below
	ids      int64
	pending  map[string]chan rpcAnswer
	stopped  error // why the server stopped answering, once it has
	served   chan struct{}
}

type rpcAnswer struct {
	result json.RawMessage
	perr   *ProtocolError
	err    error
}

func openPipe(ctx context.Context, serve Pipe) (Session, error) {
	if serve == nil {
		return nil, errors.New("the server is a nil Pipe")
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	p := &pipeSession{toServer: inW, fromSrv: outR, pending: make(map[string]chan rpcAnswer), served: make(chan struct{})}
	go func() {
		defer close(p.served)
		err := serve(inR, outW)
		if err == nil {
			// Served until in closed, or serving in goroutines of the
			// server's own.
			return
		}
		// Writes to a server that stopped reading fail, and so does the
		// client's read of its answers.
		err = fmt.Errorf("the server stopped: %v", err)
		inR.CloseWithError(err)
		outW.CloseWithError(err)
	}()
	go p.read()
	notify := func(method string) error { return p.write(map[string]any{"jsonrpc": "2.0", "method": method}) }
	if err := initialize(ctx, p, notify); err != nil {
		p.Close()
		return nil, err
	}
	return rpcSession{p}, nil
}

// read takes the server's messages: an answer goes to its request, a
// request of the server's (sampling, roots) gets "method not found", a
// notification is dropped.
func (p *pipeSession) read() {
	dec := json.NewDecoder(bufio.NewReader(p.fromSrv))
	for {
		var msg struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
			Result json.RawMessage `json:"result"`
			Error  *struct {
				Code    int64  `json:"code"`
				Message string `json:"message"`
			} `json:"error"`
		}
		if err := dec.Decode(&msg); err != nil {
			p.stop(err)
			return
		}
		switch {
		case msg.Method != "" && len(msg.ID) > 0:
			// Aside: the server may be writing still, and reads its input
			// only once it is done.
			go p.write(map[string]any{"jsonrpc": "2.0", "id": msg.ID,
				"error": map[string]any{"code": -32601, "message": "toolerrtest's client answers no request"}})
		case msg.Method == "" && len(msg.ID) > 0:
			a := rpcAnswer{result: msg.Result}
			if msg.Error != nil {
				a = rpcAnswer{perr: &ProtocolError{Code: msg.Error.Code, Message: msg.Error.Message}}
			}
			p.mu.Lock()
			ch := p.pending[string(msg.ID)]
			delete(p.pending, string(msg.ID))
			p.mu.Unlock()
			if ch != nil {
				ch <- a
			}
		}
	}
}

// stop fails the requests under way and those to come: the server is gone.
func (p *pipeSession) stop(err error) {
	if errors.Is(err, io.EOF) {
		err = errors.New("the server closed its output")
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.stopped == nil {
		p.stopped = err
	}
	for id, ch := range p.pending {
		ch <- rpcAnswer{err: p.stopped}
		delete(p.pending, id)
	}
}

func (p *pipeSession) write(msg any) error {
	data, err := json.Marshal(msg)
	if err != nil {
		return err
	}
	p.writeMu.Lock()
	defer p.writeMu.Unlock()
	_, err = p.toServer.Write(append(data, '\n'))
	return err
}

// request sends a request and waits for its answer.
func (p *pipeSession) request(ctx context.Context, method string, params any) (json.RawMessage, *ProtocolError, error) {
	ch := make(chan rpcAnswer, 1)
	p.mu.Lock()
	if p.stopped != nil {
		p.mu.Unlock()
		return nil, nil, p.stopped
	}
	p.ids++
	id := strconv.FormatInt(p.ids, 10)
	p.pending[id] = ch
	p.mu.Unlock()
	msg := map[string]any{"jsonrpc": "2.0", "id": p.ids, "method": method}
	if params != nil {
		msg["params"] = params
	}
	// A write blocks until the server reads: a server that stopped reading
	// holds it, so it runs aside and the context bounds the wait.
	go func() {
		if err := p.write(msg); err != nil {
			p.mu.Lock()
			delete(p.pending, id)
			p.mu.Unlock()
			ch <- rpcAnswer{err: err}
		}
	}()
	select {
	case a := <-ch:
		return a.result, a.perr, a.err
	case <-ctx.Done():
		p.mu.Lock()
		delete(p.pending, id)
		p.mu.Unlock()
		return nil, nil, ctx.Err()
	}
}

// Close closes the server's input, which ends a Pipe, and waits a moment
// for it to return.
func (p *pipeSession) Close() {
	p.toServer.Close()
	timer := time.NewTimer(time.Second)
	defer timer.Stop()
	select {
	case <-p.served:
	case <-timer.C:
	}
	p.fromSrv.Close()
}
