// Package remote registers handlers another package declares.
package remote // want `served prompt explain: handler=passes/catalog/resources/handlers.Prompts.Explain codes=\[\] framework=go-sdk` `served resource schema://main: handler=passes/catalog/resources/handlers.ReadSchema codes=\[-32602 0\] framework=go-sdk`

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"passes/catalog/resources/handlers"
)

func register(s *mcp.Server) {
	s.AddResource(&mcp.Resource{URI: "schema://main"}, handlers.ReadSchema)
	s.AddPrompt(&mcp.Prompt{Name: "explain"}, handlers.Prompts{}.Explain)
}
