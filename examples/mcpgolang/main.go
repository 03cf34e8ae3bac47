// Command mcpgolang is a weather MCP server on github.com/metoro-io/mcp-golang,
// whose server sends a returned error's text to the model in an isError
// result and crashes on a nil *ToolResponse.
package main

import (
	"context"
	"fmt"
	"log"
	"os"

	mcp "github.com/metoro-io/mcp-golang"
	"github.com/metoro-io/mcp-golang/transport/stdio"
)

type cityArgs struct {
	City string `json:"city" jsonschema:"required,description=the city"`
}

func alerts(args cityArgs) (*mcp.ToolResponse, error) {
	if args.City == "" {
		panic("no city")
	}
	if args.City == "atlantis" {
		return nil, nil
	}
	return mcp.NewToolResponse(mcp.NewTextContent("no alerts")), nil
}

// readStation reads a weather station's file; its errors name the file's
// path on this host.
//
//toolerr:sensitive
func readStation(city string) (string, error) {
	b, err := os.ReadFile("/var/lib/weather/" + city)
	return string(b), err
}

func forecast(ctx context.Context, args cityArgs) (*mcp.ToolResponse, error) {
	if args.City == "" {
		return nil, fmt.Errorf("city is required")
	}
	report, err := readStation(args.City)
	if err != nil {
		return nil, fmt.Errorf("forecast for %s: %w", args.City, err)
	}
	return mcp.NewToolResponse(mcp.NewTextContent(report)), nil
}

func main() {
	s := mcp.NewServer(stdio.NewStdioServerTransport())
	if err := s.RegisterTool("forecast", "Forecast for a city", forecast); err != nil {
		log.Fatal(err)
	}
	if err := s.RegisterTool("alerts", "Weather alerts for a city", alerts); err != nil {
		log.Fatal(err)
	}
	if err := s.Serve(); err != nil {
		log.Fatal(err)
	}
	select {}
}
