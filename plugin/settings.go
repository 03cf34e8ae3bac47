package plugin

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/golangci/plugin-module-register/register"

	"github.com/toolerrlint/toolerrlint/passes/declarations"
)

// settings are the keys of the plugin's settings block. Each mirrors the
// command-line flag of the same name: a list of strings where the flag
// takes elements comma-separated, a boolean where the flag is a switch.
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
	Sensitive  []string `json:"sensitive"`
	// The error contract: PKG.Const=FIELD+FIELD, PKG.Const and
	// PKG.Func=CODE+CODE.
	Requires  []string `json:"requires"`
	Retryable []string `json:"retryable"`
	Returns   []string `json:"returns"`
	Require   []string `json:"require"`

	// Switches that widen what the rules report; nil when not set, so
	// that only a setting written in the configuration reaches the flag.
	TestHandlers *bool `json:"test-handlers"`
	Generated    *bool `json:"generated"`
	Encoding     *bool `json:"encoding"`
	Decoded      *bool `json:"decoded"`
}

// flagSettings lists, in documented order, the settings that are handed
// to analyzer flags rather than read by the plugin itself, with the
// values the flags take; a setting left out or empty has none.
func (s settings) flagSettings() []flagSetting {
	return []flagSetting{
		{declarations.FlagCodes, joinNonBlank(s.Codes)},
		{declarations.FlagEnvelope, joinNonBlank(s.Envelope)},
		{declarations.FlagProvenance, joinNonBlank(s.Provenance)},
		{declarations.FlagHandlers, joinNonBlank(s.Handlers)},
		{declarations.FlagInfra, joinNonBlank(s.Infra)},
		{declarations.FlagSensitive, joinNonBlank(s.Sensitive)},
		{declarations.FlagRequires, joinNonBlank(s.Requires)},
		{declarations.FlagRetryable, joinNonBlank(s.Retryable)},
		{declarations.FlagReturns, joinNonBlank(s.Returns)},
		{declarations.FlagRequire, joinNonBlank(s.Require)},
		{declarations.FlagTestHandlers, boolValue(s.TestHandlers)},
		{declarations.FlagGenerated, boolValue(s.Generated)},
		{declarations.FlagEncoding, boolValue(s.Encoding)},
		{declarations.FlagDecoded, boolValue(s.Decoded)},
	}
}

// flagSetting is one setting bound for the analyzer flag named Key, as
// the flag takes it.
type flagSetting struct {
	Key   string
	Value string
}

func boolValue(b *bool) string {
	if b == nil {
		return ""
	}
	return strconv.FormatBool(*b)
}

// settingKeys are the known keys, in the order of the settings struct,
// and boolKeys those that take a boolean.
var settingKeys, boolKeys = func() (keys, bools []string) {
	t := reflect.TypeFor[settings]()
	for i := range t.NumField() {
		key, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		keys = append(keys, key)
		if t.Field(i).Type == reflect.TypeFor[*bool]() {
			bools = append(bools, key)
		}
	}
	return keys, bools
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
		v, ok := m[key]
		switch {
		case !ok:
		case slices.Contains(boolKeys, key):
			if _, isBool := v.(bool); !isBool && v != nil {
				return settings{}, fmt.Errorf("%s: want true or false, got %s", key, describe(v))
			}
		case !isStringList(v):
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
