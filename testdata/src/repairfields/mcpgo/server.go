// Package mcpgo is a search MCP server built on mcp-go whose codes, in
// contract/errs, require repair fields: the repairfields fixtures for
// mcp-go handlers.
package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"contract/errs"
	"contract/respond"
)

var errBusy = errors.New("backend busy")

// canned holds envelopes built once, their &errs.ToolError written
// without.
var canned = map[string]*errs.ToolError{
	"quota": {Code: errs.RateLimited, Message: "quota used up"}, // want `error envelope errs.ToolError with code "rate_limited" does not set RetryAfter`
	// Not reported: the field is set.
	"burst": {Code: errs.RateLimited, Message: "burst", RetryAfter: 1},
}

func newServer() *server.MCPServer {
	s := server.NewMCPServer("search", "1.0.0")
	s.AddTool(mcp.NewTool("search"), search)
	s.AddTool(mcp.NewTool("suggest"), suggest)
	return s
}

// search leaves the repair fields out in every way the rule sees.
func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("q", "")
	switch q {
	case "":
		return mcp.NewToolResultText("nothing to search"), nil
	case "flood":
		return respond.Fail(errs.RateLimited, "too many searches"), nil // want `error built by respond.Fail with code "rate_limited" does not set RetryAfter; errs.RateLimited requires RetryAfter, the repair a model needs`
	case "*":
		return respond.Result(&errs.ToolError{Code: errs.InvalidInput, Message: "wildcards are not allowed", Field: "q"}), nil // want `error envelope errs.ToolError with code "invalid_input" does not set Allowed; errs.InvalidInput requires Field, Allowed`
	case "!":
		return respond.Result(errs.New(errs.InvalidInput, "bad query")), nil // want `error built by errs.New with code "invalid_input" does not set Field, Allowed`
	case "?":
		return respond.Result(errs.RateLimited.With("slow down")), nil // want `error built by errs.Code.With with code "rate_limited" does not set RetryAfter`
	}
	if n := req.GetInt("page", 0); n > 10 {
		env := errs.New(errs.RateLimited, "too deep") // want `error built by errs.New with code "rate_limited" sets RetryAfter on some paths only`
		if n > 100 {
			env.RetryAfter = 60
		}
		return respond.Result(env), nil
	}
	if req.GetString("mode", "") == "strict" {
		code := errs.RateLimited
		return respond.Result(errs.New(code, "strict searches are throttled")), nil // want `error built by errs.New with code "rate_limited" does not set RetryAfter`
	}
	if req.GetString("mode", "") == "late" {
		env := &errs.ToolError{Message: "late"} // want `error envelope errs.ToolError with code "rate_limited" does not set RetryAfter`
		env.Code = errs.RateLimited
		return respond.Result(env), nil
	}
	if req.GetString("mode", "") == "zero" {
		var zero errs.ToolError // want `error envelope errs.ToolError with code "rate_limited" does not set RetryAfter`
		zero.Code = errs.RateLimited
		zero.Message = "zero"
		return respond.Result(&zero), nil
	}
	if req.GetString("mode", "") == "new" {
		fresh := new(errs.ToolError) // want `error envelope errs.ToolError with code "invalid_input" does not set Allowed`
		fresh.Code = errs.InvalidInput
		fresh.Field = "q"
		return respond.Result(fresh), nil
	}
	if req.GetString("mode", "") == "local" {
		fail := func(code errs.Code, msg string) *mcp.CallToolResult { return respond.Result(errs.New(code, msg)) }
		return fail(errs.RateLimited, "local"), nil // want `error built by fail with code "rate_limited" does not set RetryAfter`
	}
	if req.GetString("mode", "") == "plans" {
		env := errs.New(errs.RateLimited, "plans") // want `error built by errs.New with code "rate_limited" sets RetryAfter on some paths only`
		switch req.GetString("plan", "") {
		case "free":
			env.RetryAfter = 600
		case "pro":
			env.RetryAfter = 60
		}
		return respond.Result(env), nil
	}
	var env *errs.ToolError
	if req.GetString("mode", "") == "burst" {
		env = &errs.ToolError{Code: errs.RateLimited, Message: "burst", RetryAfter: 1}
	} else {
		env = &errs.ToolError{Code: errs.RateLimited, Message: "steady"} // want `error envelope errs.ToolError with code "rate_limited" does not set RetryAfter`
	}
	return respond.Result(env), nil
}

// suggest sets the fields its codes require in every way the rule sees.
func suggest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("q", "")
	switch q {
	case "":
		// Not reported: a constructor whose parameter sets the field.
		return respond.FailAfter(errs.RateLimited, "slow down", 30), nil
	case "a":
		// Not reported: an option sets it.
		return respond.Result(errs.New(errs.RateLimited, "slow down", errs.WithRetryAfter(30))), nil
	case "b":
		// Not reported: a builder method chained on the constructor.
		return respond.Result(errs.New(errs.RateLimited, "slow down").RetryIn(30)), nil
	case "c":
		// Not reported: a constructor dedicated to the code.
		return respond.Result(errs.Invalid("q", "a", "b", "c")), nil
	case "d":
		// Not reported: a code that requires nothing.
		return respond.Fail(errs.NotFound, "no suggestion"), nil
	case "e":
		// Not reported: a literal with every required field.
		return respond.Result(&errs.ToolError{Code: errs.InvalidInput, Message: "bad", Field: "q", Allowed: []string{"a", "b"}}), nil
	case "f":
		// Not reported: the option names the field and its values.
		return respond.Result(errs.New(errs.InvalidInput, "bad", errs.WithField("q", "a", "b"))), nil
	}
	if n := req.GetInt("page", 0); n > 10 {
		// Not reported: set by assignment before the value is used.
		env := errs.New(errs.RateLimited, "too deep")
		env.RetryAfter = 60
		return respond.Result(env), nil
	}
	if req.GetString("mode", "") == "strict" {
		// Not reported: set on both branches.
		env := errs.New(errs.RateLimited, "strict")
		if req.GetString("mode", "") == "long" {
			env.RetryAfter = 600
		} else {
			env.RetryAfter = 60
		}
		return respond.Result(env), nil
	}
	if req.GetString("mode", "") == "plans" {
		// Not reported: set in every case of a switch with a default, one
		// falling through to the next.
		env := errs.New(errs.RateLimited, "plans")
		switch req.GetString("plan", "") {
		case "free":
			env.RetryAfter = 600
		case "trial":
			fallthrough
		case "pro":
			env.RetryAfter = 60
		default:
			env.RetryAfter = 30
		}
		return respond.Result(env), nil
	}
	if req.GetString("mode", "") == "tiers" {
		// Not reported: the case that does not set it returns.
		env := errs.New(errs.RateLimited, "tiers")
		switch req.GetString("plan", "") {
		case "":
			return mcp.NewToolResultText("no plan"), nil
		case "pro":
			env.RetryAfter = 60
		default:
			env.RetryAfter = 600
		}
		return respond.Result(env), nil
	}
	if req.GetString("mode", "") == "chained" {
		// Not reported: a method of the envelope that sets it, as a
		// statement of its own.
		env := errs.New(errs.RateLimited, "chained")
		env.RetryIn(5)
		return respond.Result(env), nil
	}
	if req.GetString("mode", "") == "handed" {
		// Not reported: handed to a setter where it is used.
		env := errs.New(errs.RateLimited, "handed")
		return respond.Result(withRetry(env, 5)), nil
	}
	if req.GetString("mode", "") == "built" {
		// Not reported: a builder method where it is used.
		env := errs.New(errs.RateLimited, "built")
		return respond.Result(env.RetryIn(5)), nil
	}
	if req.GetString("mode", "") == "wrapped" {
		// Not reported: the literal is handed to a setter.
		return respond.Result(withRetry(&errs.ToolError{Code: errs.RateLimited, Message: "wrapped"}, 5)), nil
	}
	if req.GetString("mode", "") == "inline" {
		// Not reported: an option written in place sets it.
		return respond.Result(errs.New(errs.RateLimited, "inline", func(e *errs.ToolError) { e.RetryAfter = 5 })), nil
	}
	if req.GetString("mode", "") == "zero" {
		// Not reported: a zero envelope whose fields are all assigned.
		var zero errs.ToolError
		zero.Code = errs.RateLimited
		zero.RetryAfter = 5
		return respond.Result(&zero), nil
	}
	if err := lookup(q); err != nil {
		// Not reported: which code codeFor gives is not known here.
		errs.Count(errs.RateLimited)
		return respond.Fail(codeFor(err), err.Error()), nil
	}
	// Not reported: a method of the code type that builds no error.
	return mcp.NewToolResultText(errs.RateLimited.String()), nil
}

func withRetry(e *errs.ToolError, seconds int) *errs.ToolError {
	e.RetryAfter = seconds
	return e
}

func lookup(q string) error {
	if q == "busy" {
		return errBusy
	}
	return nil
}

func codeFor(err error) errs.Code {
	if errors.Is(err, errBusy) {
		return errs.Unavailable
	}
	return errs.Internal
}
