// Package b imports a directly.
package b

import "example.com/prog/a"

func B() { a.Exported() }

var BVar = a.Const
