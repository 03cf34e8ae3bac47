package toolerrtest

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// A Result is a tool result as the client received it, read from its JSON:
// the same for every SDK.
type Result struct {
	IsError    bool
	Text       []string       // the text of each text content item
	Structured any            // structuredContent, decoded; nil when absent
	Meta       map[string]any // _meta, decoded; nil when absent
	JSON       json.RawMessage
}

// ParseResult reads a CallToolResult from its JSON.
func ParseResult(data []byte) (*Result, error) {
	var wire struct {
		IsError bool `json:"isError"`
		Content []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		} `json:"content"`
		Structured any            `json:"structuredContent"`
		Meta       map[string]any `json:"_meta"`
	}
	if err := json.Unmarshal(data, &wire); err != nil {
		return nil, fmt.Errorf("result is not a CallToolResult: %v", err)
	}
	r := &Result{IsError: wire.IsError, Structured: wire.Structured, Meta: wire.Meta, JSON: data}
	for _, c := range wire.Content {
		if c.Type == "text" {
			r.Text = append(r.Text, c.Text)
		}
	}
	return r, nil
}

// summary is what a failure line shows of the result: the first text,
// shortened.
func (r *Result) summary() string {
	text := ""
	if len(r.Text) > 0 {
		text = r.Text[0]
	} else if r.Structured != nil {
		data, _ := json.Marshal(r.Structured)
		text = string(data)
	}
	return "isError result " + strconv.Quote(shorten(text, 120))
}

// documents returns the JSON values a field of the result may be read in:
// the structured content, then each text item that holds a JSON object.
func (r *Result) documents() []any {
	var docs []any
	if r.Structured != nil {
		docs = append(docs, r.Structured)
	}
	for _, text := range r.Text {
		trimmed := strings.TrimSpace(text)
		if !strings.HasPrefix(trimmed, "{") {
			continue
		}
		var v any
		if json.Unmarshal([]byte(trimmed), &v) == nil {
			docs = append(docs, v)
		}
	}
	return docs
}

// lookup returns the value at a dotted path ("code", "error.code") in v.
func lookup(v any, path string) (any, bool) {
	for _, part := range strings.Split(path, ".") {
		obj, ok := v.(map[string]any)
		if !ok {
			return nil, false
		}
		v, ok = obj[part]
		if !ok {
			return nil, false
		}
	}
	return v, true
}

// scalar returns a code read from JSON as the catalog writes codes: a
// string as is, a number in its shortest form.
func scalar(v any) (string, bool) {
	switch v := v.(type) {
	case string:
		return v, true
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64), true
	case json.Number:
		return v.String(), true
	}
	return "", false
}

func shorten(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !isRuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }
