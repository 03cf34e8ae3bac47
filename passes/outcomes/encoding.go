package outcomes

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/profiles"
)

// encoders are the functions that encode a value and fail only when the
// value cannot be encoded: a fault of the server's own data, not of the
// call. The frameworks' JSON result helpers are in the profiles.
var encoders = []profiles.FuncRef{
	{Path: "encoding/json", Name: "Marshal"},
	{Path: "encoding/json", Name: "MarshalIndent"},
	{Path: "encoding/json", Recv: "Encoder", Name: "Encode"},
	{Path: "encoding/xml", Name: "Marshal"},
	{Path: "encoding/xml", Name: "MarshalIndent"},
	{Path: "encoding/xml", Recv: "Encoder", Name: "Encode"},
	{Path: "gopkg.in/yaml.v2", Name: "Marshal"},
	{Path: "gopkg.in/yaml.v3", Name: "Marshal"},
	{Path: "gopkg.in/yaml.v3", Recv: "Encoder", Name: "Encode"},
	{Path: "sigs.k8s.io/yaml", Name: "Marshal"},
	{Path: "github.com/goccy/go-json", Name: "Marshal"},
	{Path: "github.com/goccy/go-json", Name: "MarshalIndent"},
	{Path: "github.com/goccy/go-yaml", Name: "Marshal"},
	{Path: "github.com/bytedance/sonic", Name: "Marshal"},
	{Path: "google.golang.org/protobuf/encoding/protojson", Name: "Marshal"},
	{Path: "google.golang.org/protobuf/encoding/protojson", Recv: "MarshalOptions", Name: "Marshal"},
	{Path: "google.golang.org/protobuf/proto", Name: "Marshal"},
}

// isEncoder reports whether fn only fails to encode its input.
func isEncoder(fn *types.Func) bool {
	for _, ref := range encoders {
		if ref.Match(fn) {
			return true
		}
	}
	for _, p := range profiles.Builtin {
		for _, ref := range p.EncodingHelpers {
			if ref.Match(fn) {
				return true
			}
		}
	}
	return false
}
