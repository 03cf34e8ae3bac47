package toolerrtest_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
)

func names(ins []toolerrtest.Input) map[string]string {
	m := make(map[string]string)
	for _, in := range ins {
		m[in.Name] = in.String()
	}
	return m
}

func TestInputs(t *testing.T) {
	schema := `{"type":"object","$defs":{"Tag":{"type":"string","maxLength":3}},
		"properties":{"n":{"type":"integer","exclusiveMinimum":0},"tags":{"type":"array","items":{"$ref":"#/$defs/Tag"},"minItems":1},
		"tag":{"$ref":"#/$defs/Tag"},"opt":{"type":["string","null"]}},"required":["n","tags","tag"]}`
	got := names(toolerrtest.Inputs(json.RawMessage(schema)))
	for name, want := range map[string]string{
		"arguments omitted":                         "(arguments omitted)",
		"arguments null":                            "null",
		"required fields only":                      `{"n":1,"tag":"x","tags":["x"]}`,
		"every field":                               `{"n":1,"opt":"x","tag":"x","tags":["x"]}`,
		`required "tags" missing`:                   `{"n":1,"tag":"x"}`,
		`"n" as a fractional number`:                `{"n":1.5,"tag":"x","tags":["x"]}`,
		`"n" as a string`:                           `{"n":"x","tag":"x","tags":["x"]}`,
		`"n" at its exclusive minimum`:              `{"n":0,"tag":"x","tags":["x"]}`,
		`"tag" longer than its maxLength`:           `{"n":1,"tag":"xxxx","tags":["x"]}`,
		`"tags" with fewer items than its minItems`: `{"n":1,"tag":"x","tags":[]}`,
		`"tags" with an item as a number`:           `{"n":1,"tag":"x","tags":[1.5]}`,
		"a field the schema does not declare":       `{"n":1,"tag":"x","tags":["x"],"toolerrtest_unknown_field":"x"}`,
	} {
		if got[name] != want {
			t.Errorf("input %q = %s, want %s", name, got[name], want)
		}
	}
	// "opt" allows null and strings: neither is a wrong type for it.
	for _, name := range []string{`"opt" null`, `"opt" as a string`} {
		if _, ok := got[name]; ok {
			t.Errorf("input %q sends a type the schema allows", name)
		}
	}
}

// A tool without a schema, or with one that is not JSON, still gets the
// inputs that need none; no two inputs send the same JSON.
func TestInputsWithoutSchema(t *testing.T) {
	for _, schema := range []string{"", "{", `{"type":"object"}`} {
		ins := toolerrtest.Inputs(json.RawMessage(schema))
		var sent []string
		for _, in := range ins {
			if slices.Contains(sent, in.String()) {
				t.Errorf("schema %q: %s sent twice", schema, in)
			}
			sent = append(sent, in.String())
		}
		for _, want := range []string{"(arguments omitted)", "null", "{}", "[]", `{"toolerrtest_unknown_field":"x"}`} {
			if !slices.Contains(sent, want) {
				t.Errorf("schema %q: no input sends %s; got %q", schema, want, sent)
			}
		}
	}
}

// The boundaries of each bound the schema declares are sent, at and just
// past the bound, and the zero value of each type with a negative number,
// whatever minimum is declared.
func TestInputsBoundaries(t *testing.T) {
	schema := `{"type":"object","properties":{
		"divisor":{"type":"integer"},
		"count":{"type":"integer","minimum":1,"maximum":10},
		"page":{"type":"integer","exclusiveMinimum":0,"exclusiveMaximum":100},
		"ratio":{"type":"number","exclusiveMinimum":0},
		"name":{"type":"string","minLength":2,"maxLength":4},
		"tags":{"type":"array","items":{"type":"string"},"minItems":2,"maxItems":3},
		"force":{"type":"boolean"}},
		"required":["count"]}`
	got := names(toolerrtest.Inputs(json.RawMessage(schema)))
	for name, want := range map[string]string{
		`"divisor" zero`:                            `{"count":1,"divisor":0}`,
		`"divisor" negative`:                        `{"count":1,"divisor":-1}`,
		`"count" below its minimum`:                 `{"count":0}`,
		`"count" at its maximum`:                    `{"count":10}`,
		`"count" above its maximum`:                 `{"count":11}`,
		`"count" negative`:                          `{"count":-1}`,
		`"page" at its exclusive minimum`:           `{"count":1,"page":0}`,
		`"page" just above its exclusive minimum`:   `{"count":1,"page":1}`,
		`"page" just below its exclusive maximum`:   `{"count":1,"page":99}`,
		`"page" at its exclusive maximum`:           `{"count":1,"page":100}`,
		`"ratio" at its exclusive minimum`:          `{"count":1,"ratio":0}`,
		`"ratio" negative`:                          `{"count":1,"ratio":-1}`,
		`"name" shorter than its minLength`:         `{"count":1,"name":"x"}`,
		`"name" of its minLength`:                   `{"count":1,"name":"xx"}`,
		`"name" of its maxLength`:                   `{"count":1,"name":"xxxx"}`,
		`"name" longer than its maxLength`:          `{"count":1,"name":"xxxxx"}`,
		`"name" empty`:                              `{"count":1,"name":""}`,
		`"tags" with fewer items than its minItems`: `{"count":1,"tags":["x"]}`,
		`"tags" with as many items as its minItems`: `{"count":1,"tags":["x","x"]}`,
		`"tags" with as many items as its maxItems`: `{"count":1,"tags":["x","x","x"]}`,
		`"tags" with more items than its maxItems`:  `{"count":1,"tags":["x","x","x","x"]}`,
		`"tags" empty`:                              `{"count":1,"tags":[]}`,
		`every field but "force"`:                   `{"count":1,"divisor":1,"name":"xx","page":1,"ratio":1,"tags":["x","x"]}`,
		`"force" false`:                             `{"count":1,"force":false}`,
	} {
		if got[name] != want {
			t.Errorf("input %q = %s, want %s", name, got[name], want)
		}
	}
	// A value another input sends already is not sent twice: the minimum
	// of "count" is the valid call's value.
	if in, ok := got[`"count" at its minimum`]; ok {
		t.Errorf("the valid call sent again as %s", in)
	}
}
