// Package tools serves the tools of the catalog fixture.
package tools

import (
	"context"
	"errors"

	"example.com/catalog/errs"
)

// Register serves the tools on s.
func Register(s *errs.Server) {
	s.Register("get_user", getUser)
	s.Register("list_users", listUsers)
}

// getUser declares its codes.
//
//toolerr:returns not_found,invalid_input
func getUser(ctx context.Context, args map[string]any) (string, error) {
	id, _ := args["id"].(string)
	switch id {
	case "":
		return "", &errs.Error{Code: errs.InvalidInput, Message: "id is required", Field: "id"}
	case "root":
		return "", errors.New("root is not a user")
	case "ghost":
		return "", errs.New(errs.NotFound, "no user "+id)
	}
	return "user " + id, nil
}

// listUsers fails with the codes of its helpers.
func listUsers(ctx context.Context, args map[string]any) (string, error) {
	if args["page"] != nil {
		return "", throttled()
	}
	return "", errs.New(errs.Internal, "the directory is down")
}

func throttled() error {
	return &errs.Error{Code: errs.RateLimited, Message: "slow down", RetryAfter: 5}
}
