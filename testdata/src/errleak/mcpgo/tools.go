package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"log/slog"

	"example.com/warehouse/db"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func register(s *server.MCPServer, st *Store) {
	s.AddTool(mcp.NewTool("item_name"), st.handleItemName)
	s.AddTool(mcp.NewTool("item_stock"), st.handleItemStock)
	s.AddTool(mcp.NewTool("reserve"), st.handleReserve)
	s.AddTool(mcp.NewTool("feed_key"), handleFeedKey)
	s.AddTool(mcp.NewTool("restock"), st.handleRestock)
	s.AddTool(mcp.NewTool("audit"), st.handleAudit)
	s.AddTool(mcp.NewTool("check_sku"), st.handleCheckSKU)
	s.AddTool(mcp.NewTool("connect"), handleConnect)
}

func newServer(st *Store) *server.MCPServer {
	s := server.NewMCPServer("inventory", "1.0.0")
	register(s, st)
	registerRecovered(s)
	return s
}

type problem struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (st *Store) handleItemName(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sku, err := request.RequireString("sku")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // the model's own mistake, in the SDK's words
	}
	if err := st.Validate(sku); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("bad sku: %v", err)), nil
	}
	name, err := st.Name(ctx, sku)
	if errors.Is(err, db.ErrNoRows) {
		return mcp.NewToolResultError(fmt.Sprintf("no item %q", sku)), nil
	}
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("lookup failed: %v", err)), nil // want `tool "item_name" puts the text of the error of sensitive db.Conn.Query into an error result the model reads; log it and give the model a fixed message`
	}
	return mcp.NewToolResultText(name), nil
}

func (st *Store) handleItemStock(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sku := request.GetString("sku", "")
	stock, err := st.conn.Query(ctx, "SELECT stock FROM items WHERE sku = $1", sku)
	switch {
	case errors.Is(err, db.ErrNoRows):
		return mcp.NewToolResultError(describe(err)), nil
	case errors.Is(err, context.Canceled):
		return mcp.NewToolResultError("cancelled"), nil
	case err != nil && sku == "legacy":
		return mcp.NewToolResultErrorFromErr("legacy lookup failed", err), nil // want `tool "item_stock" puts the text of the error of sensitive db.Conn.Query into an error result`
	case err != nil && sku == "bulk":
		return mcp.NewToolResultErrorf("bulk lookup failed: %s", err), nil // want `tool "item_stock" puts the text of the error of sensitive db.Conn.Query`
	case err != nil && sku == "plain":
		return mcp.NewToolResultError("lookup failed: " + err.Error()), nil // want `tool "item_stock" puts the text of the error of sensitive db.Conn.Query`
	case err != nil:
		log.Printf("stock of %s: %v", sku, err)
		return mcp.NewToolResultError("the inventory is unavailable"), nil
	}
	return mcp.NewToolResultText(stock), nil
}

func (st *Store) handleReserve(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sku := request.GetString("sku", "")
	err := st.reserve(ctx, sku, 1)
	var quota *QuotaError
	if errors.As(err, &quota) && sku == "" {
		return mcp.NewToolResultError(quota.Error()), nil // want `tool "reserve" puts the text of an error of sensitive type \*mcpgo.QuotaError into an error result`
	}
	if errors.As(err, &quota) {
		slog.Error("reserve", "sku", sku, "err", err)
		return mcp.NewToolResultError("the account is over its quota"), nil
	}
	if err != nil {
		msg := fmt.Sprintf("reserve %s: %v", sku, err) // want `tool "reserve" puts the text of an error of sensitive type \*mcpgo.QuotaError`
		return mcp.NewToolResultError(msg), nil
	}
	return mcp.NewToolResultText("reserved"), nil
}

func handleFeedKey(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	key, err := readKey("/etc/inventory/feed.key")
	if err != nil {
		wrapped := &opError{op: "read feed key", err: err}
		return mcp.NewToolResultError(wrapped.Error()), nil // want `tool "feed_key" puts the text of the error of sensitive mcpgo.readKey`
	}
	if len(key) == 0 {
		return mcp.NewToolResultError(fmt.Sprintf("feed key has %d bytes", len(key))), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func (st *Store) handleRestock(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sku := request.GetString("sku", "")
	execErr := st.conn.Exec(ctx, "UPDATE items SET stock = 100 WHERE sku = $1", sku)
	if execErr != nil && sku == "all" {
		joined := errors.Join(errors.New("restock failed"), execErr)
		return mcp.NewToolResultError(failure(joined)), nil // want `tool "restock" puts the text of the error of sensitive db.Conn.Exec into`
	}
	if execErr != nil {
		payload, _ := json.Marshal(problem{Code: "internal_error", Message: execErr.Error()}) // want `tool "restock" puts the text of the error of sensitive db.Conn.Exec`
		return mcp.NewToolResultError(string(payload)), nil
	}
	return mcp.NewToolResultText("restocked"), nil
}

func (st *Store) handleAudit(ctx context.Context, request mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			result = mcp.NewToolResultError(fmt.Sprintf("audit crashed: %v", r)) // want `tool "audit" puts the text of a recovered panic value into an error result the model reads`
		}
	}()
	if _, err := st.conn.Query(ctx, "SELECT count(*) FROM audit"); err != nil {
		payload, _ := json.Marshal(problem{Code: "internal_error", Message: describe(err)})
		return mcp.NewToolResultError(string(payload)), nil
	}
	return mcp.NewToolResultText("clean"), nil
}

func (st *Store) handleCheckSKU(ctx context.Context, request mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			log.Printf("check_sku panicked: %v", r)
			result = mcp.NewToolResultError("check_sku failed; the operators were told")
		}
	}()
	sku := request.GetString("sku", "")
	if err := st.Validate(sku); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if _, err := st.Name(ctx, sku); err != nil {
		return nil, err // a protocol error: protocolerr's to judge, and no model reads it
	}
	return mcp.NewToolResultText("valid"), nil
}

func handleConnect(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	conn, err := db.Open(request.GetString("dsn", ""))
	if err != nil {
		return mcp.NewToolResultError(internalError(err)), nil
	}
	if _, err := conn.Query(ctx, "SELECT 1"); err != nil {
		return mcp.NewToolResultText("connected, but the database is not answering: " + err.Error()), nil // a success result: what it says is no error result's text
	}
	return mcp.NewToolResultText("connected"), nil
}

// internalError logs a failure and gives the model a fixed message.
func internalError(err error) string {
	log.Printf("internal error: %v", err)
	return "internal error; the operators were told"
}
