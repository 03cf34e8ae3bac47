// Package mcpgo is a weather MCP server built on mcp-go, without panic
// recovery: the handlerpanic fixtures for mcp-go handlers.
package mcpgo

import (
	"context"
	"fmt"
	"log"
	"os"
	"sort"
	"text/template"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// User is the caller, put in the context by the HTTP layer.
type User struct {
	Name string
}

type userKey struct{}

// Not reported: a panic outside any handler, at start-up.
var summaryTemplate = mustTemplate("{{.City}}: {{.Summary}}")

func mustTemplate(text string) *template.Template {
	t, err := template.New("summary").Parse(text)
	if err != nil {
		panic(err)
	}
	return t
}

var logger = log.New(os.Stderr, "weather: ", log.LstdFlags)

// run serves until stdin closes. Not reported: not a handler.
func run() {
	s := server.NewMCPServer("weather", "2.0.1")
	s.AddTool(mcp.NewTool("forecast", mcp.WithString("city", mcp.Required())), handleForecast)
	s.AddTool(mcp.NewTool("alerts"), handleAlerts)
	s.AddTool(mcp.NewTool("set_units"), handleSetUnits)
	s.AddTool(mcp.NewTool("compare_cities"), mcp.NewTypedToolHandler(handleCompareCities))
	s.AddTool(mcp.NewTool("history"), mcp.NewStructuredToolHandler(handleHistory))
	s.AddTaskTool(mcp.NewTool("rebuild_cache"), handleRebuildCache)
	s.AddPrompt(mcp.Prompt{Name: "morning_report"}, morningReport)
	s.AddResource(mcp.Resource{URI: "weather://stations", Name: "stations"}, readStations)
	registerStationTools(s)
	registerDepthTools(s)
	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
	os.Exit(0)
}

func handleForecast(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	city := args["city"].(string)       // want `tool "forecast" asserts an argument value to string without checking, which panics on bad input; use the two-value form and return an isError result`
	days := int(args["days"].(float64)) // want `tool "forecast" asserts an argument value to float64 without checking`
	limit := args["limit"]
	maxRows := limit.(float64)          // want `tool "forecast" asserts an argument value to float64 without checking`
	units, ok := args["units"].(string) // Not reported: the two-value form.
	if !ok {
		units = "metric"
	}
	hourly := false
	switch v := args["hourly"].(type) { // Not reported: a type switch.
	case bool:
		hourly = v
	case string:
		hourly = v == "true"
	}
	user := ctx.Value(userKey{}).(*User) // Not reported: not an argument value.
	go func() {
		if err := warmCache(city); err != nil {
			panic(err) // want `tool "forecast" calls panic, which crashes the server; return an isError result`
		}
	}()
	return mcp.NewToolResultText(fmt.Sprintf("%s: %d days (%v rows), %s, hourly=%v, for %s", city, days, maxRows, units, hourly, user.Name)), nil
}

func warmCache(city string) error { return nil }

func handleSetUnits(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	prefs := request.Params.Arguments.(map[string]any) // want `tool "set_units" asserts an argument value to map\[string\]any without checking`
	tags := prefs["stations"].([]any)                  // want `tool "set_units" asserts an argument value to \[\]any without checking`
	names := make([]string, 0, len(tags))
	for i := range tags {
		names = append(names, tags[i].(string)) // want `tool "set_units" asserts an argument value to string without checking`
	}
	sort.Strings(names)
	switch prefs["units"] {
	case "metric", "imperial":
	default:
		panic("unknown units") // want `tool "set_units" calls panic, which crashes the server`
	}
	if len(names) > 50 {
		log.Fatalf("too many stations: %d", len(names)) // want `tool "set_units" calls log.Fatalf, which exits the server; return an isError result`
	}
	if len(names) == 0 {
		os.Exit(2) // want `tool "set_units" calls os.Exit, which exits the server; return an isError result`
	}
	if len(names) == 1 {
		logger.Fatalln("a single station cannot be compared") // want `tool "set_units" calls [\w.()*]*Fatalln, which exits the server`
	}
	return mcp.NewToolResultText(fmt.Sprint(names)), nil
}

// handleAlerts recovers its own panics, so they never reach the server.
func handleAlerts(ctx context.Context, request mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			result, err = mcp.NewToolResultErrorf("bad arguments: %v", r), nil
		}
	}()
	region := request.GetArguments()["region"].(string) // Not reported: recovered above.
	if region == "" {
		panic("region is required") // Not reported: recovered above.
	}
	if region == "*" {
		log.Fatalf("wildcard region") // want `tool "alerts" calls log.Fatalf, which exits the server`
	}
	return mcp.NewToolResultText("no alerts for " + region), nil
}

type compareArgs struct {
	Cities []string `json:"cities"`
}

func handleCompareCities(ctx context.Context, request mcp.CallToolRequest, args compareArgs) (*mcp.CallToolResult, error) {
	if len(args.Cities) < 2 {
		log.Panicf("need two cities, got %d", len(args.Cities)) // want `tool "compare_cities" calls log.Panicf, which crashes the server`
	}
	return mcp.NewToolResultText(args.Cities[0] + " vs " + args.Cities[1]), nil
}

type historyArgs struct {
	City string `json:"city"`
}

type history struct {
	Highs []float64 `json:"highs"`
}

func handleHistory(ctx context.Context, request mcp.CallToolRequest, args historyArgs) (history, error) {
	if args.City == "" {
		panic("city is required") // want `tool "history" calls panic, which crashes the server`
	}
	return history{}, nil
}

func handleRebuildCache(ctx context.Context, request mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	if request.GetString("confirm", "") != "yes" {
		os.Exit(1) // want `tool "rebuild_cache" calls os.Exit, which exits the server`
	}
	if request.GetString("mode", "") == "debug" {
		panic("debug rebuild") //nolint:toolerrlint // only reachable in the debug build
	}
	return &mcp.CreateTaskResult{Task: mcp.Task{TaskId: "rebuild", Status: mcp.TaskStatusWorking}}, nil
}

// morningReport is a prompt handler, not a tool handler.
func morningReport(ctx context.Context, request mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	if request.Params.Arguments["city"] == "" {
		panic("city is required") // Not reported: a prompt handler.
	}
	return &mcp.GetPromptResult{}, nil
}

// readStations is a resource handler, not a tool handler.
func readStations(ctx context.Context, request mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	region := request.Params.Arguments["region"].(string) // Not reported: a resource handler.
	return []mcp.ResourceContents{mcp.TextResourceContents{URI: request.Params.URI, Text: region}}, nil
}

// HandleStationInfo is registered by the gateway package; here it is never
// called, so it is taken as a handler.
func HandleStationInfo(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := request.GetArguments()["id"].(string) // want `handler HandleStationInfo asserts an argument value to string without checking`
	//toolerr:ignore handlerpanic the station id is validated by the gateway
	code := request.GetArguments()["code"].(string)
	raw := request.GetRawArguments().(map[string]any) // want `handler HandleStationInfo asserts an argument value to map\[string\]any without checking`
	return mcp.NewToolResultText(fmt.Sprint(id, code, len(raw))), nil
}
