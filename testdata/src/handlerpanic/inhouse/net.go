// Package inhouse is a network-diagnostics toolbox with its own tool
// framework: the handlerpanic fixtures for handlers declared with
// //toolerr:handler.
package inhouse

import (
	"context"
	"fmt"
	"log"
	"net"
	"os"
	"time"
)

// Command runs one diagnostic with the model's arguments.
//
//toolerr:handler
type Command func(ctx context.Context, args map[string]any) (string, error)

// Probe runs a diagnostic whose input the model sends as one JSON value.
//
//toolerr:handler
type Probe func(ctx context.Context, input any) (string, error)

var commands = map[string]Command{
	"ping": ping,
	"dig":  dig,
}

var probes = []Probe{traceroute}

func ping(ctx context.Context, args map[string]any) (string, error) {
	host := args["host"].(string)        // want `tool "ping" asserts an argument value to string without checking, which panics on bad input; use the two-value form and return an isError result`
	count, ok := args["count"].(float64) // Not reported: the two-value form.
	if !ok {
		count = 3
	}
	conn, err := net.DialTimeout("tcp", net.JoinHostPort(host, "80"), time.Second)
	if err != nil {
		return "", err
	}
	defer conn.Close()
	return fmt.Sprintf("%s reachable (%v probes)", host, count), nil
}

func dig(ctx context.Context, args map[string]any) (string, error) {
	opts := args["options"].(map[string]any) // want `tool "dig" asserts an argument value to map\[string\]any without checking`
	if opts["trace"].(bool) {                // want `tool "dig" asserts an argument value to bool without checking`
		log.Println("tracing enabled")
	}
	name, _ := args["name"].(string)
	if name == "" {
		log.Fatal("dig needs a name") // want `tool "dig" calls log.Fatal, which exits the server`
	}
	addrs, err := net.DefaultResolver.LookupHost(ctx, name)
	if err != nil {
		return "", err
	}
	return fmt.Sprint(addrs), nil
}

func traceroute(ctx context.Context, input any) (string, error) {
	target := input.(map[string]any) // want `handler traceroute asserts an argument value to map\[string\]any without checking`
	host, ok := target["host"].(string)
	if !ok {
		return "", fmt.Errorf("host is required")
	}
	if host == "localhost" {
		os.Exit(0) // want `handler traceroute calls os.Exit, which exits the server`
	}
	return "1 " + host, nil
}

// hostArg reads the host argument of a diagnostic. It is a helper, not a
// handler. Not reported: outside any handler.
func hostArg(args map[string]any) string {
	if args == nil {
		panic("nil arguments")
	}
	h, _ := args["host"].(string)
	return h
}

type requesterKey struct{}

// whois recovers its own panics into an error, which the framework answers
// with a protocol error.
func whois(ctx context.Context, args map[string]any) (out string, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, err = "", fmt.Errorf("whois: %v", r)
		}
	}()
	domain := args["domain"].(string)         // want `tool "whois" asserts an argument value to string without checking, which panics on bad input; the server recovers the panic and sends a protocol error that the model never sees`
	who := ctx.Value(requesterKey{}).(string) // Not reported: not an argument value.
	log.Printf("%s looks up %s", who, domain) // Not reported: logs and goes on.
	return "registrar of " + domain, nil
}

func mtr(ctx context.Context, input any) (string, error) {
	switch v := input.(type) { // Not reported: a type switch.
	case string:
		return "mtr " + v, nil
	case map[string]any:
		host, ok := v["host"].(string) // Not reported: the two-value form.
		if !ok {
			return "", fmt.Errorf("host is required")
		}
		return "mtr " + host, nil
	}
	return "", fmt.Errorf("unsupported input %T", input)
}

// portArg reads the port argument. It has a command's underlying signature
// but is a helper that scan calls with the arguments it received.
func portArg(ctx context.Context, args map[string]any) (string, error) {
	return args["port"].(string), nil // want `tool "scan" asserts an argument value to string without checking`
}

// formatPort is a helper that scan never passes arguments to.
func formatPort(values map[string]any) string {
	return values["port"].(string) // Not reported: values does not come from the call's arguments.
}

func scan(ctx context.Context, args map[string]any) (string, error) {
	port, err := portArg(ctx, args)
	if err != nil {
		return "", err
	}
	return "open: " + port + formatPort(map[string]any{"port": "22"}), nil
}

var moreCommands = map[string]Command{"whois": whois, "scan": scan}

var moreProbes = []Probe{mtr}
