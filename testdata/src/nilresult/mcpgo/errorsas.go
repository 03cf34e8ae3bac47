package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// QuotaError is a failure the note store reports when a quota is spent.
type QuotaError struct{ Limit int }

func (e *QuotaError) Error() string { return fmt.Sprintf("quota of %d notes spent", e.Limit) }

func registerQuota(s *server.MCPServer, st *Store) {
	s.AddTool(mcp.NewTool("quota_note"), func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		err := st.Check(ctx)
		var quota *QuotaError
		if errors.As(err, &quota) {
			return nil, quota // Not reported: errors.As filled quota, which is not nil here.
		}
		var unset *QuotaError
		if err != nil {
			return nil, unset // want `tool "quota_note" returns a nil result and a nil error`
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
