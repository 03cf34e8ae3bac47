// Package flagged reads a standard-library database and the file system,
// which cannot be annotated: -sensitive=database/sql,os.ReadFile declares
// them.
package flagged

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func newServer(dbh *sql.DB) *server.MCPServer {
	s := server.NewMCPServer("reports", "1.0.0")
	s.AddTool(mcp.NewTool("report"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var title string
		err := dbh.QueryRowContext(ctx, "SELECT title FROM reports WHERE id = $1", req.GetString("id", "")).Scan(&title)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return mcp.NewToolResultError("no such report"), nil
		case err != nil:
			return mcp.NewToolResultError(fmt.Sprintf("report query: %v", err)), nil // want `puts the text of the error of sensitive sql.Row.Scan into an error result`
		}
		body, err := os.ReadFile("/srv/reports/" + title)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `puts the text of the error of sensitive os.ReadFile into an error result`
		}
		if _, err := os.Stat("/srv/reports/" + title + ".sig"); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // os.Stat is not declared
		}
		return mcp.NewToolResultText(string(body)), nil
	})
	s.AddTool(mcp.NewTool("purge"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := dbh.ExecContext(ctx, "DELETE FROM reports"); err != nil {
			log.Printf("purge: %v", err)
			return mcp.NewToolResultError("purge failed"), nil
		}
		return mcp.NewToolResultText("purged"), nil
	})
	return s
}
