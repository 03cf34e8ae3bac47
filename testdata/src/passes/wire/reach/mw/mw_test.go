package mw

import "testing"

func TestDead(t *testing.T) { _ = Dead(nil) }
