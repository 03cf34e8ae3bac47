package toolerrtest

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
)

// An Input is one set of arguments the audit sends to a tool: what it is,
// in words, and the JSON of the "arguments" member of the call (nil when
// the call leaves the member out).
type Input struct {
	Name string
	JSON json.RawMessage
}

// String returns the input as the failure lines show it.
func (in Input) String() string {
	if in.JSON == nil {
		return "(arguments omitted)"
	}
	return string(in.JSON)
}

// describe returns the input as a failure line names it: its JSON and
// what it is.
func (in Input) describe() string {
	if in.JSON == nil {
		return in.Name
	}
	return fmt.Sprintf("input %s (%s)", in, in.Name)
}

// unknownField is the name of the field the audit adds to a tool's
// arguments to see that an argument its schema does not declare is
// refused, or ignored, with a result.
const unknownField = "toolerrtest_unknown_field"

// notInEnum is the string the audit sends for a field whose schema lists
// the values it allows.
const notInEnum = "toolerrtest-not-an-allowed-value"

// Inputs returns the inputs the audit sends to a tool whose input schema is
// schema (the JSON of the tool's inputSchema, nil for none): arguments
// omitted, null, an empty object and values that are not objects; a valid
// call built from the schema, with the required fields only and with every
// field, and every field but each optional one; the first with each
// required field missing,
// with each field of each wrong JSON type, with each bounded field outside
// its enum or range, and with a field the schema does not declare.
func Inputs(schema json.RawMessage) []Input {
	var root map[string]any
	if len(schema) > 0 {
		if err := json.Unmarshal(schema, &root); err != nil {
			root = nil
		}
	}
	s := schemaOf(root, root)
	var ins []Input
	add := func(name string, v any) {
		data, err := json.Marshal(v)
		if err != nil {
			return
		}
		ins = append(ins, Input{Name: name, JSON: data})
	}
	ins = append(ins, Input{Name: "arguments omitted"})
	ins = append(ins, Input{Name: "arguments null", JSON: json.RawMessage("null")})
	add("empty object", map[string]any{})
	add("arguments an array", []any{})
	add("arguments a string", "arguments")
	add("arguments a number", 1)
	add("arguments a boolean", true)

	props := s.properties()
	required := s.required()
	valid := map[string]any{}
	for _, name := range required {
		valid[name] = s.prop(name).sample()
	}
	add("required fields only", valid)
	if len(props) > len(required) {
		all := maps.Clone(valid)
		for _, name := range props {
			if _, ok := all[name]; !ok {
				all[name] = s.prop(name).sample()
			}
		}
		add("every field", all)
		// An optional field left out of a call that has the others: the
		// path past the checks of the others, where a handler reads the
		// optional one as if it were there.
		for _, name := range props {
			if slices.Contains(required, name) {
				continue
			}
			in := maps.Clone(all)
			delete(in, name)
			add(fmt.Sprintf("every field but %q", name), in)
		}
	}
	for _, name := range required {
		in := maps.Clone(valid)
		delete(in, name)
		add(fmt.Sprintf("required %q missing", name), in)
	}
	for _, name := range props {
		p := s.prop(name)
		for _, wrong := range p.wrongTypes() {
			in := maps.Clone(valid)
			in[name] = wrong.value
			add(fmt.Sprintf("%q %s", name, wrong.what), in)
		}
		for _, out := range append(p.outOfBounds(), p.boundaries()...) {
			in := maps.Clone(valid)
			in[name] = out.value
			add(fmt.Sprintf("%q %s", name, out.what), in)
		}
	}
	in := maps.Clone(valid)
	in[unknownField] = "x"
	add("a field the schema does not declare", in)
	return unique(ins)
}

// unique drops the inputs whose JSON an earlier one sends already.
func unique(ins []Input) []Input {
	seen := make(map[string]bool)
	out := ins[:0]
	for _, in := range ins {
		key := "omitted"
		if in.JSON != nil {
			key = string(in.JSON)
		}
		if !seen[key] {
			seen[key] = true
			out = append(out, in)
		}
	}
	return out
}

// schema is a JSON schema decoded into maps, with the root it is read in,
// for "$ref" to "#/$defs/…" and "#/definitions/…".
type schema struct {
	m    map[string]any
	root map[string]any
}

func schemaOf(m, root map[string]any) schema {
	for range 8 { // a chain of references, not a cycle
		ref, ok := m["$ref"].(string)
		if !ok {
			break
		}
		target := resolve(root, ref)
		if target == nil {
			break
		}
		m = target
	}
	return schema{m: m, root: root}
}

func resolve(root map[string]any, ref string) map[string]any {
	path, ok := strings.CutPrefix(ref, "#/")
	if !ok {
		return nil
	}
	var cur any = root
	for _, part := range strings.Split(path, "/") {
		obj, ok := cur.(map[string]any)
		if !ok {
			return nil
		}
		cur = obj[strings.ReplaceAll(strings.ReplaceAll(part, "~1", "/"), "~0", "~")]
	}
	m, _ := cur.(map[string]any)
	return m
}

// properties returns the names of the declared properties, sorted.
func (s schema) properties() []string {
	props, _ := s.m["properties"].(map[string]any)
	return slices.Sorted(maps.Keys(props))
}

// required returns the required properties, sorted, without repeats.
func (s schema) required() []string {
	list, _ := s.m["required"].([]any)
	var names []string
	for _, v := range list {
		if name, ok := v.(string); ok && !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names
}

func (s schema) prop(name string) schema {
	props, _ := s.m["properties"].(map[string]any)
	m, _ := props[name].(map[string]any)
	return schemaOf(m, s.root)
}

// types returns the JSON types the schema allows; none when it does not
// say.
func (s schema) types() []string {
	switch t := s.m["type"].(type) {
	case string:
		return []string{t}
	case []any:
		var types []string
		for _, v := range t {
			if name, ok := v.(string); ok {
				types = append(types, name)
			}
		}
		return types
	}
	if _, ok := s.m["properties"]; ok {
		return []string{"object"}
	}
	return nil
}

func (s schema) number(key string) (float64, bool) {
	f, ok := s.m[key].(float64)
	return f, ok
}

// sample returns a value the schema accepts, as far as a sample can be
// known without a validator: the constant, the first allowed value, the
// first example, the default, or a value of its type inside its bounds.
func (s schema) sample() any {
	if v, ok := s.m["const"]; ok {
		return v
	}
	if enum, ok := s.m["enum"].([]any); ok && len(enum) > 0 {
		return enum[0]
	}
	if ex, ok := s.m["examples"].([]any); ok && len(ex) > 0 {
		return ex[0]
	}
	if v, ok := s.m["default"]; ok {
		return v
	}
	types := s.types()
	if len(types) == 0 {
		return "x"
	}
	switch types[0] {
	case "string":
		n := 1
		if f, ok := s.number("minLength"); ok && f > 1 {
			n = int(f)
		}
		return strings.Repeat("x", n)
	case "integer":
		return math.Round(s.inRange(1))
	case "number":
		return s.inRange(1)
	case "boolean":
		return true
	case "array":
		// One item, or as many as minItems asks for: a call with items
		// takes the paths that act on them.
		n := 1
		if f, ok := s.number("minItems"); ok && f > 1 {
			n = int(f)
		}
		if f, ok := s.number("maxItems"); ok && f < float64(n) {
			n = int(f)
		}
		item := schemaOf(mapOf(s.m["items"]), s.root)
		items := []any{}
		for range n {
			items = append(items, item.sample())
		}
		return items
	case "object":
		obj := map[string]any{}
		for _, name := range s.required() {
			obj[name] = s.prop(name).sample()
		}
		return obj
	case "null":
		return nil
	}
	return "x"
}

func mapOf(v any) map[string]any {
	m, _ := v.(map[string]any)
	return m
}

// inRange returns want moved inside the schema's minimum and maximum.
func (s schema) inRange(want float64) float64 {
	if lo, ok := s.number("minimum"); ok && want < lo {
		want = lo
	}
	if lo, ok := s.number("exclusiveMinimum"); ok && want <= lo {
		want = lo + 1
	}
	if hi, ok := s.number("maximum"); ok && want > hi {
		want = hi
	}
	if hi, ok := s.number("exclusiveMaximum"); ok && want >= hi {
		want = hi - 1
	}
	return want
}

type variant struct {
	what  string
	value any
}

// wrongTypes returns a value of each JSON type the schema does not allow;
// none for a schema that names no type.
func (s schema) wrongTypes() []variant {
	types := s.types()
	if len(types) == 0 {
		return nil
	}
	allows := func(t string) bool {
		return slices.Contains(types, t) || t == "integer" && slices.Contains(types, "number")
	}
	var out []variant
	for _, c := range []struct {
		t     string
		value any
	}{
		{"string", "x"},
		{"number", 1.5},
		{"boolean", true},
		{"array", []any{}},
		{"object", map[string]any{}},
		{"null", nil},
	} {
		if c.t == "number" && allows("integer") && !allows("number") {
			// 1.5 is the wrong type for an integer, and 1 the right one.
			out = append(out, variant{"as a fractional number", c.value})
			continue
		}
		if !allows(c.t) {
			out = append(out, variant{"as " + article(c.t), c.value})
		}
	}
	return out
}

func article(t string) string {
	switch t {
	case "array", "object", "integer":
		return "an " + t
	case "null":
		return "null"
	}
	return "a " + t
}

// outOfBounds returns values of the right type that the schema's enum,
// range, length or item count refuses.
func (s schema) outOfBounds() []variant {
	var out []variant
	if enum, ok := s.m["enum"].([]any); ok && len(enum) > 0 {
		if _, isString := enum[0].(string); isString && !slices.Contains(enum, any(notInEnum)) {
			out = append(out, variant{"outside its enum", notInEnum})
		}
	}
	if lo, ok := s.number("minimum"); ok {
		out = append(out, variant{"below its minimum", lo - 1})
	}
	if lo, ok := s.number("exclusiveMinimum"); ok {
		out = append(out, variant{"at its exclusive minimum", lo})
	}
	if hi, ok := s.number("maximum"); ok {
		out = append(out, variant{"above its maximum", hi + 1})
	}
	if hi, ok := s.number("exclusiveMaximum"); ok {
		out = append(out, variant{"at its exclusive maximum", hi})
	}
	if n, ok := s.number("minLength"); ok && n > 0 {
		out = append(out, variant{"shorter than its minLength", strings.Repeat("x", int(n)-1)})
	}
	if n, ok := s.number("maxLength"); ok {
		out = append(out, variant{"longer than its maxLength", strings.Repeat("x", int(n)+1)})
	}
	if n, ok := s.number("minItems"); ok && n > 0 {
		item := schemaOf(mapOf(s.m["items"]), s.root)
		items := []any{}
		for range int(n) - 1 {
			items = append(items, item.sample())
		}
		out = append(out, variant{"with fewer items than its minItems", items})
	}
	if n, ok := s.number("maxItems"); ok {
		item := schemaOf(mapOf(s.m["items"]), s.root)
		items := []any{}
		for range int(n) + 1 {
			items = append(items, item.sample())
		}
		out = append(out, variant{"with more items than its maxItems", items})
	}
	if slices.Contains(s.types(), "array") {
		item := schemaOf(mapOf(s.m["items"]), s.root)
		for _, wrong := range item.wrongTypes() {
			out = append(out, variant{"with an item " + wrong.what, []any{wrong.value}})
			break
		}
	}
	return out
}

// boundaries returns the values at the edges of what the schema allows,
// where an off-by-one sits (the minimum, the maximum, a string of its
// minLength, a list of its minItems), and the zero value of each type it
// allows with a negative number: the values a handler's arithmetic and
// indexing meet first (a divisor of 0, a count of -1, an empty string or
// list, whatever minimum the schema declares).
func (s schema) boundaries() []variant {
	types := s.types()
	integer := slices.Contains(types, "integer") && !slices.Contains(types, "number")
	var out []variant
	if lo, ok := s.number("minimum"); ok {
		out = append(out, variant{"at its minimum", lo})
	}
	if lo, ok := s.number("exclusiveMinimum"); ok && integer {
		out = append(out, variant{"just above its exclusive minimum", lo + 1})
	}
	if hi, ok := s.number("maximum"); ok {
		out = append(out, variant{"at its maximum", hi})
	}
	if hi, ok := s.number("exclusiveMaximum"); ok && integer {
		out = append(out, variant{"just below its exclusive maximum", hi - 1})
	}
	if n, ok := s.number("minLength"); ok && n > 0 {
		out = append(out, variant{"of its minLength", strings.Repeat("x", int(n))})
	}
	if n, ok := s.number("maxLength"); ok && n > 0 {
		out = append(out, variant{"of its maxLength", strings.Repeat("x", int(n))})
	}
	item := schemaOf(mapOf(s.m["items"]), s.root)
	for _, key := range []string{"minItems", "maxItems"} {
		if n, ok := s.number(key); ok && n > 0 {
			items := []any{}
			for range int(n) {
				items = append(items, item.sample())
			}
			out = append(out, variant{"with as many items as its " + key, items})
		}
	}
	for _, t := range types {
		switch t {
		case "integer", "number":
			out = append(out, variant{"zero", 0}, variant{"negative", -1})
		case "string":
			out = append(out, variant{"empty", ""})
		case "array":
			out = append(out, variant{"empty", []any{}})
		case "boolean":
			out = append(out, variant{"false", false})
		case "object":
			out = append(out, variant{"an empty object", map[string]any{}})
		}
	}
	return out
}
