package tools

import (
	"context"
	"errors"
	"testing"
)

// failing is a handler that exists only in tests; its finding appears only
// when test files are analyzed.
func failing(ctx context.Context, args map[string]any) (string, error) {
	return "", errors.New("always fails") // expect protocolerr
}

var testRegistry = map[string]Handler{"failing": failing}

func TestRegistry(t *testing.T) {
	if len(Registry) == 0 || len(testRegistry) == 0 {
		t.Fatal("empty registry")
	}
}
