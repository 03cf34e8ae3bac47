// Package mcpgo is an inventory MCP server on mcp-go over a database whose
// errors are declared sensitive: the errleak fixtures for mcp-go handlers.
package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"os"

	"example.com/warehouse/db"
)

// Store reads and writes the inventory.
type Store struct {
	conn *db.Conn
}

// Name returns the name of the item sku; its error wraps the database's.
func (s *Store) Name(ctx context.Context, sku string) (string, error) {
	name, err := s.conn.Query(ctx, "SELECT name FROM items WHERE sku = $1", sku)
	if err != nil {
		return "", fmt.Errorf("name of %s: %w", sku, err)
	}
	return name, nil
}

// Validate checks a SKU; its errors are the server's own words.
func (s *Store) Validate(sku string) error {
	if len(sku) != 8 {
		return fmt.Errorf("sku %q must be 8 characters", sku)
	}
	return nil
}

// readKey reads the signing key of the inventory feed.
//
//toolerr:sensitive
func readKey(path string) ([]byte, error) {
	return os.ReadFile(path)
}

// QuotaError is the database's answer to an account over its quota; it
// names the account and the plan.
//
//toolerr:sensitive
type QuotaError struct {
	Account, Plan string
}

func (e *QuotaError) Error() string {
	return "quota exceeded for account " + e.Account + " on plan " + e.Plan
}

// reserve takes n items out of stock.
func (s *Store) reserve(ctx context.Context, sku string, n int) error {
	if err := s.conn.Exec(ctx, "UPDATE items SET stock = stock - $1 WHERE sku = $2", n, sku); err != nil {
		return &QuotaError{Account: "acme", Plan: "free"}
	}
	return nil
}

// opError wraps a failure with the operation it failed.
type opError struct {
	op  string
	err error
}

func (e *opError) Error() string { return e.op + ": " + e.err.Error() }
func (e *opError) Unwrap() error { return e.err }

// errorResultText is the text every failure of the helpers below shows.
func failure(err error) string {
	return "inventory failure: " + err.Error()
}

// describe tells the model what kind of failure it met, never its text.
func describe(err error) string {
	switch {
	case errors.Is(err, db.ErrNoRows):
		return "no such item"
	case errors.Is(err, context.DeadlineExceeded):
		return "the inventory is slow; retry later"
	}
	return "the inventory is unavailable"
}
