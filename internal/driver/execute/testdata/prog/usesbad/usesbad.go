// Package usesbad imports a package that does not type-check.
package usesbad

import "example.com/prog/bad"

func UsesBad() int { return bad.Bad() }
