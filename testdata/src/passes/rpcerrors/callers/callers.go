// Package callers passes codes on to the helpers of another package: its
// own helpers are marked in turn.
package callers

import "passes/rpcerrors/helpers"

func Forward(code int64) error { // want Forward:`code params\(0\)`
	return helpers.Newf("forwarded", int(code))
}

func Fixed() error { return helpers.New(-32602, "fixed") }
