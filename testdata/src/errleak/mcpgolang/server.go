// Package mcpgolang is an accounts MCP server on metoro-io/mcp-golang over a
// database whose errors are declared sensitive: the errleak fixtures for its
// handlers, whose returned errors the model reads in an isError result.
package mcpgolang

import (
	"context"
	"errors"
	"fmt"
	"log"

	"example.com/warehouse/db"
	mcp "github.com/metoro-io/mcp-golang"
)

type accountArgs struct {
	Login string `json:"login"`
}

type accounts struct{ conn *db.Conn }

func newServer(a *accounts) (*mcp.Server, error) {
	s := mcp.NewServer(nil)
	if err := s.RegisterTool("account_plan", "Plan of an account", a.accountPlan); err != nil {
		return nil, err
	}
	return s, s.RegisterTool("close_account", "Close an account", func(ctx context.Context, args accountArgs) (*mcp.ToolResponse, error) {
		if _, err := a.conn.Query(ctx, "DELETE FROM accounts WHERE login = $1", args.Login); err != nil {
			log.Printf("close %s: %v", args.Login, err)
			return nil, errors.New("could not close the account") // Not reported: a fixed message, the cause logged.
		}
		return mcp.NewToolResponse(mcp.NewTextContent("closed")), nil
	})
}

func (a *accounts) accountPlan(ctx context.Context, args accountArgs) (*mcp.ToolResponse, error) {
	if args.Login == "" {
		return nil, errors.New("login is required") // Not reported: no sensitive source.
	}
	plan, err := a.conn.Query(ctx, "SELECT plan FROM accounts WHERE login = $1", args.Login)
	if errors.Is(err, db.ErrNoRows) {
		return nil, fmt.Errorf("no account %q", args.Login) // Not reported: the text names no error.
	}
	if err != nil {
		return nil, fmt.Errorf("plan of %s: %w", args.Login, err) // want `tool "account_plan" returns an error holding the text of the error of sensitive db.Conn.Query, which the model reads in an isError result`
	}
	return mcp.NewToolResponse(mcp.NewTextContent(plan)), nil
}
