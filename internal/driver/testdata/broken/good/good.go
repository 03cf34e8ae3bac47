// Package good type-checks.
package good

// Answer is fine.
func Answer() int { return 42 }
