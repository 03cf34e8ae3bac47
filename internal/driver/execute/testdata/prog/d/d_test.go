package d

import "testing"

func TestD(t *testing.T) { D() }
