// Package gosdk is a library catalogue MCP server built on the official
// go-sdk whose provenance stamp, the Stamp method of the errs envelope, is
// declared in another package: the provenance fixtures for go-sdk
// handlers.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"toolerrs/errs"
	"toolerrs/respond"
)

// Catalogue maps ISBNs to titles.
type Catalogue struct {
	titles map[string]string
}

func newServer(c *Catalogue) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "catalogue", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "find_book"}, c.findBook)
	s.AddTool(&mcp.Tool{Name: "lend_book", InputSchema: json.RawMessage(`{"type":"object"}`)}, c.lendBook)
	return s
}

type bookInput struct {
	ISBN string `json:"isbn"`
}

type bookOutput struct {
	Title string `json:"title"`
}

// findBook is a generic handler: the SDK builds an isError result from
// the error it returns, keeping only the error's text.
func (c *Catalogue) findBook(ctx context.Context, req *mcp.CallToolRequest, in bookInput) (*mcp.CallToolResult, bookOutput, error) {
	if in.ISBN == "" {
		return nil, bookOutput{}, errors.New("isbn is required") // want `tool "find_book" returns an error that the framework turns into an isError result no stamp can reach; return a stamped error result`
	}
	if len(in.ISBN) != 13 {
		// The envelope is stamped, but the SDK keeps only its Error()
		// text, which leaves the request id out.
		return nil, bookOutput{}, respond.Envelope(errs.InvalidArgument, "isbn has 13 digits").Stamp(ctx) // want `tool "find_book" returns an error that the framework turns into an isError result no stamp can reach`
	}
	title, ok := c.titles[in.ISBN]
	if !ok {
		// Not reported: a stamped result built by a function of another
		// package that always stamps.
		return respond.SDKFail(ctx, errs.NotFound, "no book "+in.ISBN), bookOutput{}, nil
	}
	return nil, bookOutput{Title: title}, nil // Not reported: a success.
}

// lendBook is a raw handler that builds its isError results itself.
func (c *Catalogue) lendBook(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in bookInput
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return respond.SDKOops(err.Error()), nil // want `tool "lend_book" returns an error result that no provenance stamp has marked; pass it through the declared stamp`
	}
	if _, ok := c.titles[in.ISBN]; !ok {
		// Not reported: the result is built from a stamped envelope.
		env := respond.Envelope(errs.NotFound, "no book "+in.ISBN).Stamp(ctx)
		return &mcp.CallToolResult{
			IsError:           true,
			Content:           []mcp.Content{&mcp.TextContent{Text: env.Error()}},
			StructuredContent: env,
		}, nil
	}
	if in.ISBN == "0000000000000" {
		res := &mcp.CallToolResult{}
		res.SetError(errors.New("the test book is not for lending"))
		return res, nil // want `tool "lend_book" returns an error result that no provenance stamp has marked`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "lent"}}}, nil
}
