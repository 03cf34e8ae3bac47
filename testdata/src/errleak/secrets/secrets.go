// Package secrets fetches credentials from the vault; its errors name
// vault paths.
package secrets

import (
	"context"
	"errors"
)

// Fetch returns the secret at path.
//
//toolerr:sensitive
func Fetch(ctx context.Context, path string) (string, error) {
	return "", errors.New("vault: permission denied on secret/data/" + path)
}

// Validate checks a secret's name; its errors are for the caller.
func Validate(name string) error {
	if name == "" {
		return errors.New("secret name is empty")
	}
	return nil
}
