// Command accounts serves user accounts over MCP on stdio. It is built on
// github.com/modelcontextprotocol/go-sdk and shares the error codes,
// envelope and provenance stamp of ../toolerrs/errs with the billing
// server; ../expected.txt lists the findings.
package main

import (
	"context"
	"encoding/json"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var loginSchema = json.RawMessage(`{"type":"object","properties":{"login":{"type":"string"}},"required":["login"]}`)

func main() {
	d := &directory{accounts: make(map[string]*account)}
	if err := newServer(d).Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}

// newServer builds the server of the accounts d holds.
func newServer(d *directory) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "accounts", Version: "0.1.0"}, nil)

	mcp.AddTool(s, &mcp.Tool{Name: "get_account", Description: "Fetch an account by login."}, d.getAccount)
	mcp.AddTool(s, &mcp.Tool{Name: "rename_account", Description: "Change the display name of an account."}, d.renameAccount)
	s.AddTool(&mcp.Tool{Name: "lock_account", Description: "Lock an account.", InputSchema: loginSchema}, d.lockAccount)
	s.AddTool(&mcp.Tool{Name: "account_health", Description: "Check an account for problems.", InputSchema: loginSchema}, d.accountHealth)
	return s
}
