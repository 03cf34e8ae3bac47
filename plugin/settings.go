package plugin

import (
	"flag"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/golangci/plugin-module-register/register"

	"github.com/toolerrlint/toolerrlint/analyzers"
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
	RPCErrors  []string `json:"rpcerrors"`
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

	// ruleFlags are the rules' own flags, under a key named after the
	// rule: rpccodes: {legacy: true} is -rpccodes.legacy. By rule, then
	// flag, as the flag takes the value.
	ruleFlags map[string]map[string]string
}

// flagSettings lists, in documented order, the settings that are handed
// to analyzer flags rather than read by the plugin itself, with the
// values the flags take; a setting left out or empty has none.
func (s settings) flagSettings() []flagSetting {
	return []flagSetting{
		{Key: declarations.FlagCodes, Value: joinNonBlank(s.Codes)},
		{Key: declarations.FlagEnvelope, Value: joinNonBlank(s.Envelope)},
		{Key: declarations.FlagProvenance, Value: joinNonBlank(s.Provenance)},
		{Key: declarations.FlagHandlers, Value: joinNonBlank(s.Handlers)},
		{Key: declarations.FlagInfra, Value: joinNonBlank(s.Infra)},
		{Key: declarations.FlagRPCErrors, Value: joinNonBlank(s.RPCErrors)},
		{Key: declarations.FlagSensitive, Value: joinNonBlank(s.Sensitive)},
		{Key: declarations.FlagRequires, Value: joinNonBlank(s.Requires)},
		{Key: declarations.FlagRetryable, Value: joinNonBlank(s.Retryable)},
		{Key: declarations.FlagReturns, Value: joinNonBlank(s.Returns)},
		{Key: declarations.FlagRequire, Value: joinNonBlank(s.Require)},
		{Key: declarations.FlagTestHandlers, Value: boolValue(s.TestHandlers)},
		{Key: declarations.FlagGenerated, Value: boolValue(s.Generated)},
		{Key: declarations.FlagEncoding, Value: boolValue(s.Encoding)},
		{Key: declarations.FlagDecoded, Value: boolValue(s.Decoded)},
	}
}

// ruleFlagSettings lists the settings handed to the rules' own flags, in
// the order of the rules and of their flags.
func (s settings) ruleFlagSettings() []flagSetting {
	var out []flagSetting
	for _, a := range analyzers.All {
		var names []string
		a.Flags.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
		for _, name := range names {
			if v, ok := s.ruleFlags[a.Name][name]; ok {
				out = append(out, flagSetting{Key: name, Value: v, Rule: a.Name})
			}
		}
	}
	return out
}

// ruleFlags lists, by rule, in the order of analyzers.All, the flags of
// the rules that have their own.
func ruleFlagKeys() (rules []string, flags map[string][]*flag.Flag) {
	flags = make(map[string][]*flag.Flag)
	for _, a := range analyzers.All {
		a.Flags.VisitAll(func(f *flag.Flag) { flags[a.Name] = append(flags[a.Name], f) })
		if len(flags[a.Name]) > 0 {
			rules = append(rules, a.Name)
		}
	}
	return rules, flags
}

// decodeRuleFlags checks and takes the setting of rule, a mapping of its
// flags' names to their values, into s.
func (s *settings) decodeRuleFlags(rule string, flags []*flag.Flag, v any) error {
	if v == nil {
		return nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		return fmt.Errorf("%s: want a mapping of the rule's flags to values, got %s", rule, describe(v))
	}
	var known []string
	for _, f := range flags {
		known = append(known, f.Name)
	}
	for name, value := range m {
		i := slices.Index(known, name)
		if i < 0 {
			return fmt.Errorf("%s: unknown key %q; known keys: %s", rule, name, strings.Join(known, ", "))
		}
		var text string
		switch value := value.(type) {
		case nil:
			continue
		case bool:
			text = strconv.FormatBool(value)
		case string:
			text = value
		default:
			return fmt.Errorf("%s.%s: want a boolean or a string, got %s", rule, name, describe(value))
		}
		if bf, ok := flags[i].Value.(interface{ IsBoolFlag() bool }); ok && bf.IsBoolFlag() {
			if _, isBool := value.(bool); !isBool {
				return fmt.Errorf("%s.%s: want true or false, got %s", rule, name, describe(value))
			}
		}
		if s.ruleFlags == nil {
			s.ruleFlags = make(map[string]map[string]string)
		}
		if s.ruleFlags[rule] == nil {
			s.ruleFlags[rule] = make(map[string]string)
		}
		s.ruleFlags[rule][name] = text
	}
	return nil
}

// flagSetting is one setting bound for the analyzer flag named Key, as
// the flag takes it: a flag of the rule named Rule, where it is set, and
// of every analyzer that has one of that name otherwise.
type flagSetting struct {
	Key   string
	Value string
	Rule  string
}

func boolValue(b *bool) string {
	if b == nil {
		return ""
	}
	return strconv.FormatBool(*b)
}

// settingKeys are the known keys, in the order of the settings struct,
// then the rules that have flags of their own, and boolKeys those that
// take a boolean.
var settingKeys, boolKeys = func() (keys, bools []string) {
	t := reflect.TypeFor[settings]()
	for i := range t.NumField() {
		if !t.Field(i).IsExported() {
			continue
		}
		key, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		keys = append(keys, key)
		if t.Field(i).Type == reflect.TypeFor[*bool]() {
			bools = append(bools, key)
		}
	}
	rules, _ := ruleFlagKeys()
	return append(keys, rules...), bools
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
	rules, flags := ruleFlagKeys()
	var own settings
	for _, key := range settingKeys {
		v, ok := m[key]
		switch {
		case !ok:
		case slices.Contains(rules, key):
			if err := own.decodeRuleFlags(key, flags[key], v); err != nil {
				return settings{}, err
			}
		case slices.Contains(boolKeys, key):
			if _, isBool := v.(bool); !isBool && v != nil {
				return settings{}, fmt.Errorf("%s: want true or false, got %s", key, describe(v))
			}
		case !isStringList(v):
			return settings{}, fmt.Errorf("%s: want a list of strings, got %s", key, describe(v))
		}
	}
	rest := make(map[string]any, len(m))
	for key, v := range m {
		if !slices.Contains(rules, key) {
			rest[key] = v
		}
	}
	s, err := register.DecodeSettings[settings](rest)
	s.ruleFlags = own.ruleFlags
	return s, err
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
