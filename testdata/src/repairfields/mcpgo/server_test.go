package mcpgo

import (
	"testing"

	"contract/errs"
)

// Not reported: an envelope built as a test's expectation.
var want = &errs.ToolError{Code: errs.RateLimited, Message: "too many searches"}

func TestSearch(t *testing.T) {
	if want.RetryAfter != 0 {
		t.Fatal("unexpected retry")
	}
}
