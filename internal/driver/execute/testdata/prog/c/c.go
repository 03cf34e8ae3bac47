// Package c imports a only through b.
package c

import "example.com/prog/b"

func C() { b.B() }
