// Package tools holds the raw go-sdk handlers of a stock server. They
// return their failures as Go errors, which the go-sdk answers with protocol
// errors, but the server package installs middleware that turns the errors
// and panics of tool calls into isError results: nothing here is reported.
package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Stock counts the items on hand by SKU.
type Stock struct {
	mu    sync.Mutex
	items map[string]int
}

// NewStock returns an empty stock.
func NewStock() *Stock { return &Stock{items: map[string]int{}} }

var skuSchema = json.RawMessage(`{"type":"object","properties":{"sku":{"type":"string"},"qty":{"type":"integer"}},"required":["sku"]}`)

// Register adds the stock tools to a server built elsewhere.
func Register(server *mcp.Server, st *Stock) {
	server.AddTool(&mcp.Tool{Name: "count_item", Description: "Items on hand.", InputSchema: skuSchema}, st.count)
	server.AddTool(&mcp.Tool{Name: "receive_item", Description: "Add items to the stock.", InputSchema: skuSchema}, st.receive)
}

func (st *Stock) count(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		SKU string `json:"sku"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	n, ok := st.items[args.SKU]
	if !ok {
		return nil, fmt.Errorf("unknown SKU %q", args.SKU)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(n)}}}, nil
}

func (st *Stock) receive(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	sku := args["sku"].(string) // a panic here is recovered into an isError result
	qty, _ := args["qty"].(float64)
	st.mu.Lock()
	defer st.mu.Unlock()
	st.items[sku] += int(qty)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(st.items[sku])}}}, nil
}
