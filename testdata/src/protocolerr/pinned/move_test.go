package pinned_test

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/require"

	issues "protocolerr/pinned"
)

func TestMove(t *testing.T) {
	_, err := issues.HandleMove(context.Background(), mcp.CallToolRequest{})
	require.Error(t, err)
}

func TestPin(t *testing.T) {
	req := mcp.CallToolRequest{}
	req.Params.Arguments = map[string]any{"issue": "7"}
	_, err := issues.HandlePin(context.Background(), req)
	require.NoError(t, err)
}

func TestApply(t *testing.T) {
	labels := &issues.Labels{}
	_, err := labels.Apply(context.Background(), mcp.CallToolRequest{})
	if err == nil {
		t.Fatal("want an error without a label")
	}
}

// The error asserted is of a call with one argument, which no handler
// takes: HandleRank's fix stays, although the test refers to it.
func TestRankParse(t *testing.T) {
	_ = issues.HandleRank
	_, err := issues.ParseRank("x")
	require.Error(t, err)
}
