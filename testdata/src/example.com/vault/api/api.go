// Package api is the stub of a secrets service's client: it decodes the
// service's answers and hands them on untyped.
package api

import "context"

// Secret is a secret as the service answers with it; Data is nil for a
// deleted secret.
type Secret struct {
	Data     map[string]interface{}
	Warnings []string
	Version  int
}

// Client reads secrets.
type Client struct{}

// Read reads the secret at path.
func (c *Client) Read(ctx context.Context, path string) (*Secret, error) { return &Secret{}, nil }
