package e2e_test

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/require"

	"example.com/endtoend/tools"
)

func connect(t *testing.T) *client.Client {
	t.Helper()
	c, err := client.NewInProcessClient(tools.NewServer())
	require.NoError(t, err)
	ctx := context.Background()
	require.NoError(t, c.Start(ctx))
	_, err = c.Initialize(ctx, mcp.InitializeRequest{})
	require.NoError(t, err)
	return c
}

// The server refuses a lookup without an id with a protocol error.
func TestLookupWithoutID(t *testing.T) {
	c := connect(t)
	var req mcp.CallToolRequest
	req.Params.Name = "lookup"
	_, err := c.CallTool(context.Background(), req)
	require.Error(t, err)
}

// A removal with an id succeeds: the test asserts no error.
func TestRemove(t *testing.T) {
	c := connect(t)
	res, err := c.CallTool(context.Background(), mcp.CallToolRequest{Params: mcp.CallToolParams{
		Name:      "remove",
		Arguments: map[string]any{"id": "7"},
	}})
	require.NoError(t, err)
	require.False(t, res.IsError)
}
