package callbacks

import (
	"context"

	trpc "trpc.group/trpc-go/trpc-mcp-go"
)

func newTRPCServer() *trpc.Server {
	s := trpc.NewServer("vault", "1.0.0")
	s.RegisterTool(trpc.NewTool("trpc_read_secret"), trpcReadSecret)
	s.RegisterTool(trpc.NewTool("trpc_seal_status"), trpcSealStatus)
	return s
}

// trpcReadSecret sets its result inside the callback: not reported.
func trpcReadSecret(ctx context.Context, req *trpc.CallToolRequest) (*trpc.CallToolResult, error) {
	var res *trpc.CallToolResult
	if err := vault.Run(ctx, func(ctx context.Context) error {
		res = trpc.NewTextResult("s3cr3t")
		return nil
	}); err != nil {
		return trpc.NewErrorResult(err.Error()), nil
	}
	return res, nil
}

// trpcSealStatus's callback sets no result: reported.
func trpcSealStatus(ctx context.Context, req *trpc.CallToolRequest) (*trpc.CallToolResult, error) {
	var res *trpc.CallToolResult
	if err := vault.Run(ctx, func(ctx context.Context) error { return nil }); err != nil {
		return trpc.NewErrorResult(err.Error()), nil
	}
	return res, nil // want `tool "trpc_seal_status" returns a nil result and a nil error`
}
