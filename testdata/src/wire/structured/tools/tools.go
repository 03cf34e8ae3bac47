// Package tools holds mcp-go structured handlers that another package
// registers: they are found by their signature, and held to the codes
// they declare.
package tools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"

	"wire/structured/errs"
)

// SearchArgs are the arguments of search.
type SearchArgs struct {
	Query string `json:"query"`
	Page  int    `json:"page"`
}

// SearchResult is what search finds.
type SearchResult struct {
	Hits []string `json:"hits"`
}

// Search serves search.
type Search struct {
	down bool
}

// Run is the handler of search; the framework turns its errors into
// isError results.
//
//toolerr:returns invalid_input
func (s *Search) Run(ctx context.Context, req mcp.CallToolRequest, args SearchArgs) (SearchResult, error) {
	query, err := s.parse(ctx, req, args)
	if err != nil {
		// Not reported: a declared code.
		return SearchResult{}, errs.New(errs.InvalidInput, "bad query")
	}
	if s.down {
		return SearchResult{}, errs.New(errs.Unavailable, "search is down") // want `tool "search" returns code "unavailable", which is not among the codes it declares \(invalid_input\)`
	}
	if args.Page > 100 {
		return SearchResult{}, errors.New("too deep") // want `tool "search" returns an error that the framework turns into an isError result without a declared error code`
	}
	return SearchResult{Hits: []string{query}}, nil
}

// parse has a structured handler's signature, but Run calls it: a helper,
// not a handler. Not reported.
func (s *Search) parse(ctx context.Context, req mcp.CallToolRequest, args SearchArgs) (string, error) {
	if args.Query == "" {
		return "", errors.New("query is required")
	}
	return args.Query, nil
}

// Count is the handler of count, a function registered by another
// package.
//
//toolerr:returns not_found
func Count(ctx context.Context, req mcp.CallToolRequest, args SearchArgs) (int, error) {
	if args.Query == "" {
		return 0, errs.New(errs.InvalidInput, "query is required") // want `tool "count" returns code "invalid_input", which is not among the codes it declares \(not_found\)`
	}
	// Not reported: a declared code.
	return 0, errs.New(errs.NotFound, "nothing to count")
}
