package plugin

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/golangci/plugin-module-register/register"
)

// settings are the keys of the plugin's settings block. Each mirrors the
// command-line flag of the same name and takes a list of strings, the
// elements the flag takes comma-separated.
type settings struct {
	Enable  []string `json:"enable"`
	Disable []string `json:"disable"`

	// Declarations for code the user cannot annotate, twins of the
	// //toolerr: directives; handed to the analyzer flag of the same name.
	Codes      []string `json:"codes"`
	Envelope   []string `json:"envelope"`
	Provenance []string `json:"provenance"`
	Handlers   []string `json:"handlers"`
	Infra      []string `json:"infra"`
	// The error contract: PKG.Const=FIELD+FIELD, PKG.Const and
	// PKG.Func=CODE+CODE.
	Requires  []string `json:"requires"`
	Retryable []string `json:"retryable"`
	Returns   []string `json:"returns"`
	Require   []string `json:"require"`
}

// flagSettings lists, in documented order, the settings that are handed
// to analyzer flags rather than read by the plugin itself.
func (s settings) flagSettings() []flagSetting {
	return []flagSetting{
		{"codes", s.Codes},
		{"envelope", s.Envelope},
		{"provenance", s.Provenance},
		{"handlers", s.Handlers},
		{"infra", s.Infra},
		{"requires", s.Requires},
		{"retryable", s.Retryable},
		{"returns", s.Returns},
		{"require", s.Require},
	}
}

// flagSetting is one setting bound for the analyzer flag named Key.
type flagSetting struct {
	Key    string
	Values []string
}

// settingKeys are the known keys, in the order of the settings struct.
var settingKeys = func() []string {
	t := reflect.TypeFor[settings]()
	keys := make([]string, t.NumField())
	for i := range keys {
		keys[i], _, _ = strings.Cut(t.Field(i).Tag.Get("json"), ",")
	}
	return keys
}()

// decodeSettings checks the raw settings before decoding them, so that a
// misspelt key or a value of the wrong shape is reported with the known
// keys or the expected shape, not as a JSON decoding error.
func decodeSettings(raw any) (settings, error) {
	if raw == nil {
		return settings{}, nil // no settings block: every rule, no declarations
	}
	m, ok := raw.(map[string]any)
	if !ok {
		return settings{}, fmt.Errorf("want a mapping of setting names to values, got %T", raw)
	}
	var unknown []string
	for key := range m {
		if !slices.Contains(settingKeys, key) {
			unknown = append(unknown, fmt.Sprintf("%q", key))
		}
	}
	if len(unknown) > 0 {
		slices.Sort(unknown)
		noun := "key"
		if len(unknown) > 1 {
			noun = "keys"
		}
		return settings{}, fmt.Errorf("unknown %s %s; known keys: %s",
			noun, strings.Join(unknown, ", "), strings.Join(settingKeys, ", "))
	}
	for _, key := range settingKeys {
		if v, ok := m[key]; ok && !isStringList(v) {
			return settings{}, fmt.Errorf("%s: want a list of strings, got %s", key, describe(v))
		}
	}
	return register.DecodeSettings[settings](m)
}

// isStringList reports whether v is a YAML list of strings as golangci-lint
// hands it over, or no value at all (a key written with nothing after it).
func isStringList(v any) bool {
	switch v := v.(type) {
	case nil, []string:
		return true
	case []any:
		for _, e := range v {
			if _, ok := e.(string); !ok {
				return false
			}
		}
		return true
	}
	return false
}

func describe(v any) string {
	switch v := v.(type) {
	case string:
		return fmt.Sprintf("the string %q", v)
	case []any:
		for _, e := range v {
			if _, ok := e.(string); !ok {
				return fmt.Sprintf("a list holding %v (%T)", e, e)
			}
		}
	}
	return fmt.Sprintf("%v (%T)", v, v)
}
