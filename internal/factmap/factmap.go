// Package factmap provides the map type that facts hold tables in.
//
// Facts travel gob-encoded (go vet's and golangci-lint's fact files), and
// gob writes a map in its iteration order, which changes from run to run:
// the same fact would encode to different bytes, which defeats the build
// cache and fails the checker's determinism check. A Map encodes its
// entries sorted by key.
package factmap

import (
	"bytes"
	"encoding/gob"
	"slices"
	"strings"
)

// Map is a map from strings that gob-encodes deterministically.
type Map[V any] map[string]V

// entry is one key and value as they are encoded.
type entry[V any] struct {
	Key   string
	Value V
}

// GobEncode writes the entries in order of their keys.
func (m Map[V]) GobEncode() ([]byte, error) {
	entries := make([]entry[V], 0, len(m))
	for k, v := range m {
		entries = append(entries, entry[V]{k, v})
	}
	slices.SortFunc(entries, func(a, b entry[V]) int { return strings.Compare(a.Key, b.Key) })
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(entries); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// GobDecode reads what GobEncode wrote.
func (m *Map[V]) GobDecode(data []byte) error {
	var entries []entry[V]
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&entries); err != nil {
		return err
	}
	*m = make(Map[V], len(entries))
	for _, e := range entries {
		(*m)[e.Key] = e.Value
	}
	return nil
}
