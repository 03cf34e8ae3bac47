package pinned

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/stretchr/testify/suite"
)

func TestIssueRead(t *testing.T) {
	_, handler := IssueRead()
	tests := []struct {
		name           string
		number         int
		expectError    bool
		expectedErrMsg string
	}{
		{name: "found", number: 1},
		{name: "fetch fails", number: 2, expectError: true, expectedErrMsg: "failed to get issue"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// The argument's name is no text the test expects: "number"
			// is in "missing issue number", which keeps its fix.
			req := mcp.CallToolRequest{Params: mcp.CallToolParams{Arguments: map[string]any{"number": tc.number}}}
			result, err := handler(context.Background(), req)
			if tc.expectError {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.expectedErrMsg)
				return
			}
			require.NoError(t, err)
			assert.NotNil(t, result)
		})
	}
}

func TestRateLimit(t *testing.T) {
	ok := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("ok"), nil
	}
	limited := (&Limiter{}).Middleware()(ok)
	_, err := limited(context.Background(), mcp.CallToolRequest{})
	if err == nil {
		t.Fatal("want the call limited")
	}
}

type deleteSuite struct{ suite.Suite }

func (s *deleteSuite) TestDelete() {
	_, err := handleDelete(context.Background(), mcp.CallToolRequest{})
	s.Error(err)
}

func TestDeleteSuite(t *testing.T) { suite.Run(t, new(deleteSuite)) }

func TestArchive(t *testing.T) {
	_, err := handleArchive(context.Background(), mcp.CallToolRequest{})
	require.ErrorIs(t, err, ErrArchived)
}

func TestExport(t *testing.T) {
	_, err := handleExport(context.Background(), mcp.CallToolRequest{})
	assert.EqualError(t, err, "export failed: unknown format")
}

func TestImport(t *testing.T) {
	var h server.ToolHandlerFunc = handleImport
	_, err := h(context.Background(), mcp.CallToolRequest{})
	assert.NotNil(t, err)
}

func TestTag(t *testing.T) {
	t.Run("empty", func(t *testing.T) {
		_, err := handleTag(context.Background(), mcp.CallToolRequest{})
		require.ErrorContains(t, err, "must not be empty")
	})
}

func TestRename(t *testing.T) {
	_, err := handleRename(context.Background(), mcp.CallToolRequest{})
	if got := err.Error(); got != "title must not be empty" {
		t.Errorf("got %q", got)
	}
}

// The list succeeds; the copy is never called, and the errors asserted
// are not a handler's.
func TestList(t *testing.T) {
	_, err := handleList(context.Background(), mcp.CallToolRequest{})
	require.NoError(t, err)
	_ = handleCopy
	require.Error(t, fetch(context.Background(), 0))
}

func TestClose(t *testing.T) {
	_, err := handleClose(context.Background(), mcp.CallToolRequest{})
	if err != nil {
		assert.Contains(t, err.Error(), "already closed")
	}
}

func TestLock(t *testing.T) {
	tests := []struct {
		name        string
		expectError bool
		errMsg      string
	}{
		{name: "unlocked"},
		{name: "locked", expectError: false, errMsg: "already locked"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := handleLock(context.Background(), mcp.CallToolRequest{})
			if tc.expectError {
				require.ErrorContains(t, err, tc.errMsg)
			}
		})
	}
}

func TestSearchIssues(t *testing.T) {
	_, h := SearchIssues()
	_, err := h(context.Background(), mcp.CallToolRequest{})
	require.Error(t, err)
}

// gotests' form: the table's second entry wants the error.
func TestWatch(t *testing.T) {
	tests := []struct {
		name    string
		user    string
		wantErr bool
	}{
		{name: "watched", user: "octo"},
		{name: "no user", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := mcp.CallToolRequest{}
			req.Params.Arguments = map[string]any{"user": tt.user}
			_, err := handleWatch(context.Background(), req)
			if (err != nil) != tt.wantErr {
				t.Errorf("handleWatch() error = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}

// gotests' form, but no entry wants an error.
func TestUnwatch(t *testing.T) {
	tests := []struct {
		name    string
		wantErr bool
	}{
		{name: "unwatched"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := handleUnwatch(context.Background(), mcp.CallToolRequest{})
			assert.Equal(t, tt.wantErr, err != nil)
		})
	}
}

func TestStar(t *testing.T) {
	_, err := handleStar(context.Background(), mcp.CallToolRequest{})
	require.True(t, err != nil, "starring without a repository fails")
}

// The error's presence is compared with a constant: the test takes no
// side a table could change, and asserts success.
func TestFork(t *testing.T) {
	_, err := handleFork(context.Background(), mcp.CallToolRequest{})
	assert.Equal(t, false, err != nil)
}
