package declarations

import (
	"go/types"
	"testing"
)

// A package's objects are looked up in the flags only when some flag may
// name one of them; a flag naming one must never be missed.
func TestNamesIn(t *testing.T) {
	errs := types.NewPackage("example.com/errs", "errs")
	for _, tc := range []struct {
		name string
		set  func(*Config) error
		want bool
	}{
		{"no flags", func(*Config) error { return nil }, false},
		{"a code type of the package", func(c *Config) error { return c.Codes.Set("example.com/errs.Code") }, true},
		{"a method of the package", func(c *Config) error { return c.Provenance.Set("example.com/other.T.M,example.com/errs.Stamper.Stamp") }, true},
		{"another package only", func(c *Config) error { return c.Infra.Set("example.com/other.Dial") }, false},
		{"the package as a sensitive source", func(c *Config) error { return c.Sensitive.Set("example.com/errs") }, false},
		{"a sensitive function of the package", func(c *Config) error { return c.Sensitive.Set("example.com/errs.Wrap") }, true},
		{"a retryable code", func(c *Config) error { return c.Retryable.Set("example.com/errs.Busy") }, true},
		{"required fields", func(c *Config) error { return c.Requires.Set("example.com/errs.Invalid=Field") }, true},
		{"returned codes", func(c *Config) error { return c.Returns.Set("example.com/errs.Handle=Invalid") }, true},
		{"a package whose path begins with the package's", func(c *Config) error { return c.Codes.Set("example.com/errs.v2/x.Code") }, true},
		{"a package whose path the package's begins with", func(c *Config) error { return c.Codes.Set("example.com/er.Code") }, false},
	} {
		var c Config
		if err := tc.set(&c); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := c.namesIn(errs); got != tc.want {
			t.Errorf("%s: namesIn = %v, want %v", tc.name, got, tc.want)
		}
	}
}
