// Package bad does not type-check.
package bad

func Bad() int { return "not an int" }
