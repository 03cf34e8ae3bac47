package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var stationCache sync.Map // station id to description

// mustEnv reads a required setting. Not reported: only start-up code calls
// it, no handler does.
func mustEnv(name string) string {
	v := os.Getenv(name)
	if v == "" {
		panic(name + " is not set")
	}
	return v
}

func init() {
	_ = mustEnv("WEATHER_REGION")
	if os.Getenv("WEATHER_API_KEY") == "" {
		// Not reported: start-up code, not a handler.
		log.Fatal("WEATHER_API_KEY is not set")
	}
}

// mustAtoi converts a number. handleStation passes it an argument the
// model chose, so its panic is on the handler's path.
func mustAtoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		panic(err) // want `tool "station" calls panic, which crashes the server`
	}
	return n
}

// renderCached has a handler's signature, but it is a helper that
// handleStation calls and whose result it checks; its assertion is on the
// handler's path all the same.
func renderCached(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := request.GetArguments()["id"].(string) // want `tool "station" asserts an argument value to string without checking`
	if v, ok := stationCache.Load(id); ok {
		return mcp.NewToolResultText(v.(string)), nil
	}
	return nil, errors.New("not cached")
}

// cacheFrom returns the station cache the server put in the context. Not
// reported: handleStation hands it no input of the call, so its panic is a
// wiring mistake, not a crash on bad input.
func cacheFrom(ctx context.Context) *sync.Map {
	c, ok := ctx.Value(cacheKey{}).(*sync.Map)
	if !ok {
		panic("no station cache in context")
	}
	return c
}

type cacheKey struct{}

func handleStation(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_ = cacheFrom(ctx)
	if res, err := renderCached(ctx, request); err == nil {
		return res, nil
	}
	id := request.GetString("id", "")
	if v, ok := stationCache.Load(id); ok {
		return mcp.NewToolResultText(v.(string)), nil // Not reported: a cache value, not an argument value.
	}
	elevation := mustAtoi(request.GetString("elevation", "0"))
	log.Printf("station %s at %dm", id, elevation) // Not reported: logs and goes on.
	if _, err := os.Stat("/var/lib/weather/" + id); err != nil {
		pathErr := err.(*os.PathError) // Not reported: an error value, not an argument value.
		return mcp.NewToolResultErrorf("unknown station %s (%s)", id, pathErr.Op), nil
	}
	if opts, ok := request.GetArguments()["options"].(map[string]any); ok {
		if opts["metric"].(bool) { // want `tool "station" asserts an argument value to bool without checking`
			elevation = elevation * 100 / 100
		}
	}
	return mcp.NewToolResultText(id + " " + strconv.Itoa(elevation)), nil
}

func registerStationTools(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("station"), handleStation)
	s.AddTool(mcp.NewTool("current"), handleCurrent)
}

// Config holds the server's settings.
type Config struct {
	raw map[string]any
}

// units reads a setting. Not reported: a method of a non-handler type.
func (c *Config) units(settings map[string]any) string {
	return settings["units"].(string)
}

func handleCurrent(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city, ok := request.GetArguments()["city"].(string) // Not reported: the two-value form.
	if !ok {
		return mcp.NewToolResultError("city is required"), nil
	}
	resp, err := http.Get("https://api.weather.example.com/current?city=" + url.QueryEscape(city))
	if err != nil {
		return mcp.NewToolResultErrorFromErr("weather service unreachable", err), nil
	}
	defer resp.Body.Close()
	var body map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		return mcp.NewToolResultErrorFromErr("bad weather response", err), nil
	}
	temp := body["temp"].(float64) // want `tool "current" asserts untyped data decoded from a downstream response to float64 without checking`
	return mcp.NewToolResultText(fmt.Sprintf("%s: %.1f°", city, temp)), nil
}
