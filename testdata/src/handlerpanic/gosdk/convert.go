// Package gosdk is a unit-conversion MCP server built on the official
// go-sdk: the handlerpanic fixtures for go-sdk handlers.
package gosdk

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"strconv"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var objectSchema = json.RawMessage(`{"type":"object"}`)

func newServer() *mcp.Server {
	server := mcp.NewServer(&mcp.Implementation{Name: "convert", Version: "1.0.0"}, nil)
	server.AddTool(&mcp.Tool{Name: "convert", InputSchema: objectSchema}, handleConvert)
	server.AddTool(&mcp.Tool{Name: "parse_quantity", InputSchema: objectSchema}, handleParseQuantity)
	mcp.AddTool(server, &mcp.Tool{Name: "to_celsius"}, toCelsius)
	mcp.AddTool(server, &mcp.Tool{Name: "lookup_unit"}, lookupUnit)
	return server
}

type convertArgs struct {
	Value float64 `json:"value"`
	From  string  `json:"from"`
	To    string  `json:"to"`
}

var factors sync.Map // "from->to" to float64

func handleConvert(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args convertArgs
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		res := &mcp.CallToolResult{}
		res.SetError(err)
		return res, nil
	}
	f, ok := factors.Load(args.From + "->" + args.To)
	if !ok {
		panic("no conversion from " + args.From) // want `tool "convert" calls panic, which crashes the server; return an isError result`
	}
	factor := f.(float64) // Not reported: not an argument value.
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(args.Value * factor)}}}, nil
}

// handleParseQuantity recovers its own panics.
func handleParseQuantity(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(r)}}}
		}
	}()
	n, err := strconv.ParseFloat(string(req.Params.Arguments), 64)
	if err != nil {
		panic(err) // Not reported: recovered above.
	}
	if n < 0 {
		os.Exit(3) // want `tool "parse_quantity" calls os.Exit, which exits the server`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(n)}}}, nil
}

type celsiusOutput struct {
	Celsius float64 `json:"celsius"`
}

func toCelsius(ctx context.Context, req *mcp.CallToolRequest, in map[string]any) (*mcp.CallToolResult, celsiusOutput, error) {
	f := in["fahrenheit"].(float64)   // want `tool "to_celsius" asserts an argument value to float64 without checking`
	scale, ok := in["scale"].(string) // Not reported: the two-value form.
	if ok && scale != "fahrenheit" {
		log.Fatalf("unsupported scale %s", scale) // want `tool "to_celsius" calls log.Fatalf, which exits the server`
	}
	return nil, celsiusOutput{Celsius: (f - 32) * 5 / 9}, nil
}

type unitKey struct{}

type lookupInput struct {
	Symbol string `json:"symbol"`
}

type lookupOutput struct {
	Name string `json:"name"`
}

func lookupUnit(ctx context.Context, req *mcp.CallToolRequest, in lookupInput) (*mcp.CallToolResult, lookupOutput, error) {
	units := ctx.Value(unitKey{}).(map[string]string) // Not reported: not an argument value.
	name, ok := units[in.Symbol]
	if !ok {
		return nil, lookupOutput{}, fmt.Errorf("unknown unit %q", in.Symbol)
	}
	if name == "" {
		panic("empty unit name for " + in.Symbol) //nolint:toolerrlint // the unit table is generated and checked at build time
	}
	return nil, lookupOutput{Name: name}, nil
}

// mustLoadFactors fills the conversion table at start-up. Not reported: not
// a handler.
func mustLoadFactors(path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		log.Fatal(err)
	}
	var table map[string]float64
	if err := json.Unmarshal(data, &table); err != nil {
		panic(err)
	}
	for k, v := range table {
		factors.Store(k, v)
	}
}

func registerOrders(server *mcp.Server) {
	server.AddTool(&mcp.Tool{Name: "order_item", InputSchema: objectSchema}, handleOrderItem)
}

// handleOrderItem unmarshals the raw arguments into a map: its values are
// the model's, of whatever type it sent.
func handleOrderItem(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
	}
	sku := args["sku"].(string) // want `tool "order_item" asserts an argument value to string without checking`
	qty, ok := args["qty"].(float64)
	if !ok {
		qty = 1
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(sku, qty)}}}, nil
}
