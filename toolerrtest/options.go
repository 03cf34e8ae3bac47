package toolerrtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"regexp"
	"slices"
	"strings"
	"time"
)

// DefaultTimeout is how long a call may take when Options.Timeout is zero.
const DefaultTimeout = 5 * time.Second

// Options say what the audit calls and what it holds the answers to. The
// zero value calls every tool and checks what every server owes its
// model: no protocol error, no panic, no hang, a result. The error
// contract (codes and stamp) is checked where it is declared: by the
// fields below, or by the catalog toolerrlint generates from the code.
type Options struct {
	// Timeout is how long one call may take before it counts as a hang
	// (default DefaultTimeout). The call's context is cancelled then; a
	// handler that ignores its context keeps its goroutine.
	Timeout time.Duration

	// Skip names tools that are not called: tools that act outside the
	// process (exit, restart, send mail), or that a test covers otherwise.
	Skip []string

	// Infra reports whether a protocol error a tool answered with is an
	// infrastructure failure, declared so (//toolerr:infra in the code),
	// which the contract lets surface as a protocol error. Nil: none is.
	Infra func(tool string, err *ProtocolError) bool

	// Codes is the closed set of error codes, as their values ("not_found").
	// The catalog's codes are added to it.
	Codes []string

	// ToolCodes holds, per tool, the codes that tool declares
	// (//toolerr:returns). The catalog's "declared" lists are added to it.
	ToolCodes map[string][]string

	// CodeField is the dotted path ("code", "error.code") of the code in an
	// error result's structured content, or in a text item that holds a
	// JSON object: where the envelope (//toolerr:envelope) puts it.
	CodeField string

	// CodePattern finds the code in a text item when it is not JSON: its
	// first submatch is the code (`^([a-z_]+): ` for "not_found: no such
	// note").
	CodePattern *regexp.Regexp

	// StampField is the dotted path of the provenance stamp
	// (//toolerr:provenance), looked for in the result's _meta, then in its
	// structured content and JSON text items. Its presence is the stamp,
	// whatever its value: a request id may be empty in a test.
	StampField string

	// Stamped, when set, decides whether an error result is stamped, in
	// place of StampField.
	Stamped func(tool string, r *Result) bool

	// Catalog is the path of the error catalog (`toolerrlint catalog
	// -format json -o FILE`), and CatalogJSON its content: it gives the
	// codes, and the codes each tool declares.
	Catalog     string
	CatalogJSON []byte

	// Report is the path of a toolerrlint report (`toolerrlint -format json
	// -o FILE`), and ReportJSON its content: a failure names the finding
	// that says the same of the same tool, and a finding the calls did not
	// confirm is logged.
	Report     string
	ReportJSON []byte

	// Verbose reports every failing call on a line of its own. By default
	// the calls that fail a tool for the same cause (the kind, the
	// protocol error's code, the message with the input's values left
	// out) are one line, with how many inputs gave it and the shortest.
	// Verbose also logs each call the SDK refused before the handler ran,
	// which fails no tool.
	Verbose bool

	// Header is the HTTP header of every call, as a client over HTTP sends
	// it (a tenant, a token): HTTPContext derives the call's context from
	// a request that carries it, go-sdk hands it to the handler as the
	// request's Extra.Header, and a server given as an http.Handler gets
	// it on each request.
	Header http.Header

	// HTTPPath is the path a server given as an http.Handler serves MCP
	// on (default HTTPPath, "/mcp").
	HTTPPath string

	// HTTPContext derives a call's context from its HTTP request, as
	// mcp-go's server.WithHTTPContextFunc does: give it the function main
	// gives there.
	HTTPContext func(ctx context.Context, r *http.Request) context.Context

	// Context returns the context a call of tool runs under, from the one
	// the audit gives it (after HTTPContext): what the transport, or
	// main's set-up, puts there (an organisation id, credentials, a
	// logger).
	Context func(ctx context.Context, tool string) context.Context
}

// A ProtocolError is a JSON-RPC error a call was answered with.
type ProtocolError struct {
	Code    int64
	Message string
}

func (e *ProtocolError) String() string {
	return fmt.Sprintf("protocol error %d %q", e.Code, shorten(e.Message, 120))
}

// contract is the options made ready for the calls.
type contract struct {
	timeout     time.Duration
	skip        []string
	infra       func(string, *ProtocolError) bool
	codes       map[string]bool
	toolCodes   map[string][]string
	codeField   string
	codePattern *regexp.Regexp
	stampField  string
	stamped     func(string, *Result) bool
	findings    map[string][]finding // by tool
	transport   *transport
	verbose     bool
	httpPath    string
	header      http.Header
}

// A finding is a diagnostic of the static rules about a tool.
type finding struct {
	rule, pos string
}

func (o Options) contract() (*contract, error) {
	c := &contract{
		timeout:     o.Timeout,
		skip:        o.Skip,
		infra:       o.Infra,
		codes:       make(map[string]bool),
		toolCodes:   make(map[string][]string),
		codeField:   o.CodeField,
		codePattern: o.CodePattern,
		stampField:  o.StampField,
		stamped:     o.Stamped,
		findings:    make(map[string][]finding),
		verbose:     o.Verbose,
		httpPath:    o.HTTPPath,
		header:      o.Header,
	}
	if o.Header != nil || o.HTTPContext != nil || o.Context != nil {
		c.transport = &transport{header: o.Header, httpContext: o.HTTPContext, callContext: o.Context}
	}
	if c.timeout <= 0 {
		c.timeout = DefaultTimeout
	}
	if c.codePattern != nil && c.codePattern.NumSubexp() < 1 {
		return nil, fmt.Errorf("CodePattern %q has no submatch to hold the code", c.codePattern)
	}
	for _, code := range o.Codes {
		c.codes[code] = true
	}
	for tool, codes := range o.ToolCodes {
		c.toolCodes[tool] = append(c.toolCodes[tool], codes...)
	}
	catalog, err := read(o.Catalog, o.CatalogJSON)
	if err != nil {
		return nil, fmt.Errorf("catalog: %v", err)
	}
	if catalog != nil {
		if err := c.readCatalog(catalog); err != nil {
			return nil, fmt.Errorf("catalog %s: %v", name(o.Catalog), err)
		}
	}
	report, err := read(o.Report, o.ReportJSON)
	if err != nil {
		return nil, fmt.Errorf("report: %v", err)
	}
	if report != nil {
		if err := c.readReport(report); err != nil {
			return nil, fmt.Errorf("report %s: %v", name(o.Report), err)
		}
	}
	if c.checksCodes() && len(c.codes) == 0 {
		return nil, errors.New("CodeField or CodePattern says where codes are, but no code is declared: set Codes, or give the catalog")
	}
	return c, nil
}

func name(path string) string {
	if path == "" {
		return "(bytes)"
	}
	return path
}

func read(path string, data []byte) ([]byte, error) {
	if path != "" && data != nil {
		return nil, errors.New("give the file or its content, not both")
	}
	if path != "" {
		return os.ReadFile(path)
	}
	return data, nil
}

// readCatalog takes the codes and the tools' declared codes from the JSON
// of `toolerrlint catalog -format json`.
func (c *contract) readCatalog(data []byte) error {
	var cat struct {
		Version int `json:"version"`
		Codes   []struct {
			Value json.RawMessage `json:"value"`
		} `json:"codes"`
		Tools []struct {
			Name     string   `json:"name"`
			Declared []string `json:"declared"`
		} `json:"tools"`
	}
	if err := json.Unmarshal(data, &cat); err != nil {
		return err
	}
	if cat.Version != 1 {
		return fmt.Errorf("version %d; this package reads version 1", cat.Version)
	}
	for _, code := range cat.Codes {
		var v any
		if err := json.Unmarshal(code.Value, &v); err != nil {
			return err
		}
		if s, ok := scalar(v); ok {
			c.codes[s] = true
		}
	}
	for _, tool := range cat.Tools {
		if len(tool.Declared) > 0 && tool.Name != "" {
			c.toolCodes[tool.Name] = append(c.toolCodes[tool.Name], tool.Declared...)
		}
	}
	return nil
}

// toolMessage matches the start of a finding about a named tool.
var toolMessage = regexp.MustCompile(`^tool "([^"]+)" `)

// readReport takes the findings about named tools from the JSON of
// `toolerrlint -format json`.
func (c *contract) readReport(data []byte) error {
	var rep struct {
		Version     int `json:"version"`
		Diagnostics []struct {
			Rule    string `json:"rule"`
			File    string `json:"file"`
			Line    int    `json:"line"`
			Column  int    `json:"column"`
			Message string `json:"message"`
		} `json:"diagnostics"`
	}
	if err := json.Unmarshal(data, &rep); err != nil {
		return err
	}
	if rep.Version != 1 {
		return fmt.Errorf("version %d; this package reads version 1", rep.Version)
	}
	for _, d := range rep.Diagnostics {
		m := toolMessage.FindStringSubmatch(d.Message)
		if m == nil {
			continue
		}
		c.findings[m[1]] = append(c.findings[m[1]], finding{
			rule: d.Rule,
			pos:  fmt.Sprintf("%s:%d:%d", d.File, d.Line, d.Column),
		})
	}
	return nil
}

func (c *contract) checksCodes() bool { return c.codeField != "" || c.codePattern != nil }

func (c *contract) checksStamp() bool { return c.stampField != "" || c.stamped != nil }

// code returns the code an error result carries, if it carries one.
func (c *contract) code(r *Result) (string, bool) {
	if c.codeField != "" {
		for _, doc := range r.documents() {
			if v, ok := lookup(doc, c.codeField); ok {
				if s, ok := scalar(v); ok && s != "" {
					return s, true
				}
			}
		}
	}
	if c.codePattern != nil {
		for _, text := range r.Text {
			if m := c.codePattern.FindStringSubmatch(text); m != nil && m[1] != "" {
				return m[1], true
			}
		}
	}
	return "", false
}

// isStamped reports whether an error result carries the stamp.
func (c *contract) isStamped(tool string, r *Result) bool {
	if c.stamped != nil {
		return c.stamped(tool, r)
	}
	if _, ok := lookup(any(r.Meta), c.stampField); ok && r.Meta != nil {
		return true
	}
	for _, doc := range r.documents() {
		if _, ok := lookup(doc, c.stampField); ok {
			return true
		}
	}
	return false
}

// static returns what the report says of tool under rules, as a clause of
// a failure line.
func (c *contract) static(tool string, rules ...string) string {
	if len(c.findings) == 0 {
		return ""
	}
	var at []string
	for _, f := range c.findings[tool] {
		if slices.Contains(rules, f.rule) {
			at = append(at, f.rule+" at "+f.pos)
		}
	}
	if len(at) == 0 {
		return "; toolerrlint reports no " + strings.Join(rules, " or ") + " finding for this tool"
	}
	return "; toolerrlint reports it too: " + strings.Join(at, ", ")
}
