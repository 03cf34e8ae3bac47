package mcp

type (
	CallToolRequest     = ServerRequest[*CallToolParamsRaw]
	GetPromptRequest    = ServerRequest[*GetPromptParams]
	ReadResourceRequest = ServerRequest[*ReadResourceParams]
)
