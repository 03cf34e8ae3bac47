// Package top reaches base's handler through base itself and through mid,
// which carries it: it carries it from base, the import read first, and
// every summary of mid's fact, mid's own handler from mid.
package top // want `carries 1 of base, all` `carries 1 of mid, all`

import (
	"github.com/mark3labs/mcp-go/server"

	"passes/wire/carry/base"
	"passes/wire/carry/mid"
)

func Register(s *server.MCPServer) {
	base.Register(s)
	mid.Register(s)
}
