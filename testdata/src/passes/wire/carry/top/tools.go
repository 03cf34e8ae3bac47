// Package top reaches the handlers of base and many through those
// packages themselves and through mid, which carries them: it carries
// them from base and many, the imports read first, and every summary of
// mid's fact, mid's own handler from mid.
package top // want `carries 1 of base, all` `carries 9 of many, all` `carries 1 of mid, all`

import (
	"github.com/mark3labs/mcp-go/server"

	"passes/wire/carry/base"
	"passes/wire/carry/many"
	"passes/wire/carry/mid"
)

func Register(s *server.MCPServer) {
	base.Register(s)
	many.Register(s)
	mid.Register(s)
}
