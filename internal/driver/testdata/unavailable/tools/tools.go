// Package tools imports two packages of a module that is not available.
package tools

import (
	"example.com/gone/store"
	"example.com/gone/wire"
)

// Handle answers one tool call.
func Handle(id string) (string, error) {
	v, err := store.Get(id)
	if err != nil {
		return "", err
	}
	return wire.Encode(v), nil
}
