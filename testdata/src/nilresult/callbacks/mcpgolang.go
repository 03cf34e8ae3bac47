package callbacks

import (
	"context"

	golang "github.com/metoro-io/mcp-golang"
)

type secretArgs struct {
	Path string `json:"path"`
}

func newGolangServer() (*golang.Server, error) {
	s := golang.NewServer(nil)
	if err := s.RegisterTool("golang_read_secret", "Read a secret", golangReadSecret); err != nil {
		return nil, err
	}
	return s, s.RegisterTool("golang_seal_status", "Seal status", golangSealStatus)
}

// golangReadSecret sets its result inside the callback: not reported.
func golangReadSecret(ctx context.Context, args secretArgs) (*golang.ToolResponse, error) {
	var res *golang.ToolResponse
	if err := vault.Run(ctx, func(ctx context.Context) error {
		res = golang.NewToolResponse(golang.NewTextContent(args.Path))
		return nil
	}); err != nil {
		return nil, err
	}
	return res, nil
}

// golangSealStatus's callback sets no result: reported.
func golangSealStatus(ctx context.Context, args secretArgs) (*golang.ToolResponse, error) {
	var res *golang.ToolResponse
	if err := vault.Run(ctx, func(ctx context.Context) error { return nil }); err != nil {
		return nil, err
	}
	return res, nil // want `tool "golang_seal_status" returns a nil result and a nil error`
}
