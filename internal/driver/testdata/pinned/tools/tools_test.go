package tools

import (
	"context"
	"errors"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestIssueRead(t *testing.T) {
	failing := func(context.Context, int) (string, error) { return "", errors.New("boom") }
	_, handler := IssueRead(failing)
	req := mcp.CallToolRequest{}
	req.Params.Arguments = map[string]any{"number": 7}
	_, err := handler(context.Background(), req)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "failed to get issue")
}
