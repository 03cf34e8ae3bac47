package tools

import (
	"context"
	"errors"
	"testing"
)

// failing is a handler that exists only in tests, a mock: its finding
// appears only with -test-handlers.
func failing(ctx context.Context, args map[string]any) (string, error) {
	return "", errors.New("always fails")
}

var testRegistry = map[string]Handler{"failing": failing}

func TestRegistry(t *testing.T) {
	if len(Registry) == 0 || len(testRegistry) == 0 {
		t.Fatal("empty registry")
	}
}
