package main

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	_ "github.com/toolerrlint/toolerrlint/toolerrtest/gosdk"
)

func TestToolerrSide(t *testing.T) {
	icons := mcpIcons()
	server := mcp.NewServer(&mcp.Implementation{Name: "everything"}, &mcp.ServerOptions{CompletionHandler: complete})
	mcp.AddTool(server, &mcp.Tool{Name: "greet", Description: "say hi"}, contentTool)
	mcp.AddTool(server, &mcp.Tool{Name: "greet (structured)"}, structuredTool)
	mcp.AddTool(server, &mcp.Tool{Name: "greet (with Icons)", Icons: icons}, structuredTool)
	mcp.AddTool(server, &mcp.Tool{Name: "greet (content with ResourceLink)"}, resourceLinkContentTool(icons))
	mcp.AddTool(server, &mcp.Tool{Name: "ping"}, pingingTool)
	mcp.AddTool(server, &mcp.Tool{Name: "log"}, loggingTool)
	mcp.AddTool(server, &mcp.Tool{Name: "sample"}, samplingTool)
	mcp.AddTool(server, &mcp.Tool{Name: "elicit (form)"}, elicitFormTool)
	mcp.AddTool(server, &mcp.Tool{Name: "elicit (url)"}, elicitURLTool)
	mcp.AddTool(server, &mcp.Tool{Name: "roots"}, rootsTool)
	toolerrtest.Audit(t, server, toolerrtest.Options{})
}
