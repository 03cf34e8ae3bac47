// Package admin declares its handler directly on the function.
package admin

import (
	"context"
	"errors"
)

// Reset clears the cache named by the "cache" argument.
//
//toolerr:handler
func Reset(ctx context.Context, args map[string]any) (string, error) {
	if _, ok := args["cache"].(string); !ok {
		return "", errors.New("cache must be a string") // expect protocolerr
	}
	return "cleared", nil
}
