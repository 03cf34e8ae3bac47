// Package bad does not type-check.
package bad

// Answer refers to a name that does not exist.
func Answer() int { return undefinedAnswer }
