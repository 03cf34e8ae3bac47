// Package health depends on nothing that fails to load.
package health

import "errors"

// Check reports whether the server is healthy.
func Check() error { return errors.New("not yet") }
