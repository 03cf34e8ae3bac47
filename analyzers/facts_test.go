package analyzers_test

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/passes/catalog"
)

// Facts travel between packages through the go vet and golangci-lint fact
// caches, gob-encoded behind the analysis.Fact interface. Every fact type
// of every analyzer the rules run, found through their Requires so that a
// new fact type is covered without a new test, must come back as it went,
// with every exported field set. (Unexported fields are the producing
// package's own and are not meant to travel.)
func TestFactsSurviveGob(t *testing.T) {
	// The catalog's pass is no rule's prerequisite, but its facts travel
	// the same way.
	types := factTypes(append(slices.Clone(analyzers.All), catalog.Analyzer))
	if len(types) == 0 {
		t.Fatal("no fact types found")
	}
	for _, typ := range types {
		t.Run(typ.String(), func(t *testing.T) {
			fact := reflect.New(typ.Elem())
			fill(fact.Elem())
			want := fact.Interface().(analysis.Fact)
			gob.Register(want)

			var buf bytes.Buffer
			if err := gob.NewEncoder(&buf).Encode(&envelope{Fact: want}); err != nil {
				t.Fatalf("encoding %#v: %v", want, err)
			}
			first := slices.Clone(buf.Bytes())
			var got envelope
			if err := gob.NewDecoder(&buf).Decode(&got); err != nil {
				t.Fatalf("decoding %#v: %v", want, err)
			}
			if !reflect.DeepEqual(got.Fact, want) {
				t.Errorf("gob round trip changed the fact:\n got %#v\nwant %#v", got.Fact, want)
			}
			// The same fact must encode to the same bytes (the build
			// cache and the checker's sanity check compare them), which
			// gob's encoding of a plain map, in iteration order, is not.
			for range 10 {
				var again bytes.Buffer
				if err := gob.NewEncoder(&again).Encode(&envelope{Fact: want}); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(again.Bytes(), first) {
					t.Fatalf("%T encodes to different bytes each time", want)
				}
			}
		})
	}
}

// mapEntries is how many entries fill puts in a map.
const mapEntries = 8

// distinguish makes the i-th key of a map its own.
func distinguish(k reflect.Value, i int) {
	switch k.Kind() {
	case reflect.String:
		k.SetString(fmt.Sprintf("%s%d", k.String(), i))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		k.SetInt(int64(i))
	}
}

// envelope holds a fact as go/analysis encodes it: behind its interface.
type envelope struct{ Fact analysis.Fact }

// factTypes lists, once each, the fact types of the analyzers and of all
// they require.
func factTypes(all []*analysis.Analyzer) []reflect.Type {
	var out []reflect.Type
	seen := make(map[*analysis.Analyzer]bool)
	known := make(map[reflect.Type]bool)
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		if seen[a] {
			return
		}
		seen[a] = true
		for _, f := range a.FactTypes {
			if t := reflect.TypeOf(f); !known[t] {
				known[t] = true
				out = append(out, t)
			}
		}
		for _, r := range a.Requires {
			visit(r)
		}
	}
	for _, a := range all {
		visit(a)
	}
	return out
}

// fill sets every exported field reachable from v to a value other than
// its zero value, so that a field gob drops shows in the comparison.
func fill(v reflect.Value) {
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(7)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(7)
	case reflect.Float32, reflect.Float64:
		v.SetFloat(7.5)
	case reflect.String:
		v.SetString("x")
	case reflect.Pointer:
		p := reflect.New(v.Type().Elem())
		fill(p.Elem())
		v.Set(p)
	case reflect.Slice:
		s := reflect.MakeSlice(v.Type(), 2, 2)
		for i := range 2 {
			fill(s.Index(i))
		}
		v.Set(s)
	case reflect.Array:
		for i := range v.Len() {
			fill(v.Index(i))
		}
	case reflect.Map:
		// Several entries, under distinct keys, so that an encoding in
		// the map's iteration order shows as bytes that differ.
		m := reflect.MakeMap(v.Type())
		for i := range mapEntries {
			k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
			fill(k)
			distinguish(k, i)
			fill(e)
			m.SetMapIndex(k, e)
		}
		v.Set(m)
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fill(v.Field(i))
			}
		}
	}
}
