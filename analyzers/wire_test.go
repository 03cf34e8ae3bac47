package analyzers_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/internal/ruletest"
)

// TestWire runs every rule on programs whose handlers are served, from
// another package, behind middleware, wrappers and recovery: what reaches
// the client decides what is reported, at the handlers' own lines.
func TestWire(t *testing.T) {
	for _, dir := range []string{"convert", "plain", "order", "gosdk", "gosdkplain", "gosdklate", "library", "structured"} {
		t.Run(dir, func(t *testing.T) {
			ruletest.RunProgram(t, ruletest.Testdata(t), analyzers.All, "wire/"+dir+"/...")
		})
	}
}
