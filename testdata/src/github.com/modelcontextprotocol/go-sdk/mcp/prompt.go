package mcp

import "context"

// PromptHandler answers a prompts/get request.
type PromptHandler func(context.Context, *GetPromptRequest) (*GetPromptResult, error)
