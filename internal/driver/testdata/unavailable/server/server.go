// Package server loads, but imports a package that does not.
package server

import "example.com/unavailable/tools"

// Serve answers the calls of one session.
func Serve(ids []string) error {
	for _, id := range ids {
		if _, err := tools.Handle(id); err != nil {
			return err
		}
	}
	return nil
}
