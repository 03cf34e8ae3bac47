// Package d imports a directly and through c.
package d

import (
	"example.com/prog/a"
	"example.com/prog/c"
)

func D() { a.Exported(); c.C() }
