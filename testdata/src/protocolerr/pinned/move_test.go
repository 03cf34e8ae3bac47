package pinned_test

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/require"

	"protocolerr/pinned"
)

func TestMove(t *testing.T) {
	_, err := pinned.HandleMove(context.Background(), mcp.CallToolRequest{})
	require.Error(t, err)
}
