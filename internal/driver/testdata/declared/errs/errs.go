// Package errs declares the in-house tool framework's handler type and the
// infrastructure failures its handlers may pass on; package tools imports
// both, so the declarations must travel to it.
package errs

import (
	"context"
	"errors"
)

// Handler is a tool of the in-house framework.
//
//toolerr:handler
type Handler func(ctx context.Context, args map[string]any) (string, error)

// Unavailable reports that the backing store is down.
//
//toolerr:infra
func Unavailable() error { return errors.New("store unavailable") }

// Code is the closed set of error codes the framework's results carry.
//
//toolerr:codes
type Code string

// The declared codes.
const (
	NotFound  Code = "not_found"
	StoreDown Code = "store_down"
)
