// Package gosdk is an accounts MCP server on go-sdk over a database whose
// errors are declared sensitive: the errleak fixtures for go-sdk handlers.
package gosdk

import (
	"context"
	"errors"
	"fmt"
	"log"
	"log/slog"

	"example.com/warehouse/db"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type accounts struct {
	conn *db.Conn
}

type accountArgs struct {
	Login string `json:"login"`
}

type account struct {
	Login string `json:"login"`
	Plan  string `json:"plan"`
}

var errNoLogin = errors.New("login is required")

// plan looks an account's plan up; its error is the database's, wrapped.
func (a *accounts) plan(ctx context.Context, login string) (string, error) {
	plan, err := a.conn.Query(ctx, "SELECT plan FROM accounts WHERE login = $1", login)
	if err != nil {
		return "", fmt.Errorf("plan of %s: %w", login, err)
	}
	return plan, nil
}

func newServer(a *accounts) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "accounts", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "get_account"}, a.getAccount)
	mcp.AddTool(s, &mcp.Tool{Name: "account_plan"}, a.accountPlan)
	mcp.AddTool(s, &mcp.Tool{Name: "close_account"}, a.closeAccount)
	mcp.AddTool(s, &mcp.Tool{Name: "rename_account"}, a.renameAccount)
	s.AddTool(&mcp.Tool{Name: "delete_account"}, a.deleteAccount)
	s.AddTool(&mcp.Tool{Name: "suspend_account"}, a.suspendAccount)
	return s
}

func (a *accounts) getAccount(ctx context.Context, req *mcp.CallToolRequest, in accountArgs) (*mcp.CallToolResult, account, error) {
	if in.Login == "" {
		return nil, account{}, errNoLogin
	}
	plan, err := a.plan(ctx, in.Login)
	if errors.Is(err, db.ErrNoRows) {
		return nil, account{}, fmt.Errorf("no account %q", in.Login)
	}
	if err != nil {
		return nil, account{}, fmt.Errorf("get account %s: %w", in.Login, err) // want `tool "get_account" returns an error holding the text of the error of sensitive db.Conn.Query, which the model reads in an isError result; log it and return a fixed message`
	}
	return nil, account{Login: in.Login, Plan: plan}, nil
}

func (a *accounts) accountPlan(ctx context.Context, req *mcp.CallToolRequest, in accountArgs) (*mcp.CallToolResult, account, error) {
	plan, err := a.conn.Query(ctx, "SELECT plan FROM accounts WHERE login = $1", in.Login)
	if err != nil && in.Login == "root" {
		return nil, account{}, err // want `tool "account_plan" returns an error holding the text of the error of sensitive db.Conn.Query`
	}
	if err != nil {
		slog.ErrorContext(ctx, "account plan", "login", in.Login, "err", err)
		return nil, account{}, errors.New("the accounts database is unavailable")
	}
	return nil, account{Login: in.Login, Plan: plan}, nil
}

func (a *accounts) closeAccount(ctx context.Context, req *mcp.CallToolRequest, in accountArgs) (result *mcp.CallToolResult, out account, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("close_account crashed: %v", r) // want `tool "close_account" returns an error holding the text of a recovered panic value`
		}
	}()
	if err := a.conn.Exec(ctx, "DELETE FROM accounts WHERE login = $1", in.Login); err != nil {
		log.Printf("close %s: %v", in.Login, err)
		return nil, account{}, fmt.Errorf("account %s could not be closed", in.Login)
	}
	return nil, account{Login: in.Login}, nil
}

func (a *accounts) renameAccount(ctx context.Context, req *mcp.CallToolRequest, in accountArgs) (result *mcp.CallToolResult, out account, err error) {
	defer func() {
		if r := recover(); r != nil {
			log.Printf("rename_account crashed: %v", r)
			err = errors.New("rename_account failed; the operators were told")
		}
	}()
	if in.Login == "" {
		return nil, account{}, fmt.Errorf("rename: %w", errNoLogin)
	}
	return nil, account{Login: in.Login}, nil
}

func (a *accounts) deleteAccount(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := a.conn.Exec(ctx, "DELETE FROM accounts"); err != nil {
		res := &mcp.CallToolResult{}
		res.SetError(err) // want `tool "delete_account" puts the text of the error of sensitive db.Conn.Exec into an error result the model reads`
		return res, nil
	}
	if _, err := a.plan(ctx, "root"); err != nil {
		return nil, err // a protocol error, which no model reads: protocolerr's to judge
	}
	return &mcp.CallToolResult{}, nil
}

func (a *accounts) suspendAccount(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := a.plan(ctx, "root")
	if errors.Is(err, db.ErrNoRows) {
		res := &mcp.CallToolResult{}
		res.SetError(fmt.Errorf("no such account"))
		return res, nil
	}
	if err != nil {
		return &mcp.CallToolResult{
			IsError: true,
			Content: []mcp.Content{&mcp.TextContent{Text: "suspend failed: " + err.Error()}}, // want `tool "suspend_account" puts the text of the error of sensitive db.Conn.Query into an error result`
		}, nil
	}
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "already suspended"}}}, nil
}
