// Package a declares one object of every kind that facts may be set on.
package a

func Exported() {}

func unexported() {}

type T struct{ Field int }

func (T) Method() {}

var Var int

const Const = 1

func Uses() { unexported() }
