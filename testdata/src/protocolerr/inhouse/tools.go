package inhouse

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

func registerTools(tb *Toolbox) {
	tb.Register("restart_service", restartService)
	tb.Register("tail_logs", tailLogs("/var/log/services"))
	tb.Register("disk_usage", withAudit(diskUsage))
	tb.Register("uptime", func(ctx context.Context, args map[string]any) (*Reply, error) {
		out, err := exec.CommandContext(ctx, "uptime").Output()
		if err != nil {
			return nil, err // want `tool "uptime" returns an error from downstream call Cmd.Output as a protocol error`
		}
		return &Reply{Text: string(out)}, nil
	})
}

func restartService(ctx context.Context, args map[string]any) (*Reply, error) {
	name, ok := args["service"].(string)
	if !ok || name == "" {
		return nil, errors.New("service is required") // want `tool "restart_service" returns an error built in place as a protocol error`
	}
	status, err := lookupService(ctx, args)
	if err != nil {
		return &Reply{Text: err.Error(), Failed: true}, nil
	}
	if status.Failed {
		return status, nil
	}
	out, err := exec.CommandContext(ctx, "systemctl", "restart", name).CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("restart %s: %w: %s", name, err, out) // want `tool "restart_service" returns a wrapped error from downstream call Cmd.CombinedOutput as a protocol error`
	}
	if err := ctx.Err(); err != nil {
		// Not reported: cancellation.
		return nil, err
	}
	return &Reply{Text: "restarted " + name}, nil
}

// lookupService has a handler's underlying signature but is not a Handler:
// restartService calls it and inspects its answer.
func lookupService(ctx context.Context, args map[string]any) (*Reply, error) {
	name, _ := args["service"].(string)
	if strings.ContainsAny(name, "/ ") {
		// Not reported: lookupService is not a handler.
		return nil, fmt.Errorf("bad service name %q", name)
	}
	return &Reply{Text: name}, nil
}

// tailLogs returns the tail_logs handler for the logs under dir.
func tailLogs(dir string) Handler {
	return func(ctx context.Context, args map[string]any) (*Reply, error) {
		name, _ := args["service"].(string)
		data, err := os.ReadFile(filepath.Join(dir, filepath.Base(name)+".log"))
		if err != nil {
			return nil, err // want `tool "tail_logs" returns an error from downstream call os.ReadFile as a protocol error`
		}
		lines := strings.Split(string(data), "\n")
		if len(lines) > 50 {
			lines = lines[len(lines)-50:]
		}
		// Not reported: err is nil here, the failure was handled above.
		return &Reply{Text: strings.Join(lines, "\n")}, err
	}
}

// DeployRequest is what the chat-ops bot passes to Deploy.
type DeployRequest struct {
	Service string
	Env     string
}

// Deploy rolls out a release; the chat-ops bot calls it with the model's
// arguments.
//
//toolerr:handler
func (o *Ops) Deploy(ctx context.Context, req DeployRequest) (*Reply, error) {
	if req.Env != "staging" && req.Env != "production" {
		return nil, fmt.Errorf("unknown environment %q", req.Env) // want `handler Ops.Deploy returns an error built in place as a protocol error`
	}
	if err := o.lock.Acquire(ctx); err != nil {
		// Not reported: Acquire is declared infrastructure.
		return nil, err
	}
	if err := exec.CommandContext(ctx, "deploy", req.Service, req.Env).Run(); err != nil {
		return nil, err //nolint:toolerrlint // deploy failures page the on-call engineer
	}
	return &Reply{Text: "deployed " + req.Service + " to " + req.Env}, nil
}

// Rollback reverts the last deployment of a service.
//
//toolerr:handler
func Rollback(ctx context.Context, args map[string]any) (*Reply, error) {
	service, _ := args["service"].(string)
	if service == "" {
		return &Reply{Text: "service is required", Failed: true}, nil
	}
	if _, err := os.Stat("/run/deploy/rollback.lock"); err == nil {
		return nil, errors.New("a rollback is already running") // want `handler Rollback returns an error built in place as a protocol error`
	}
	if err := exec.CommandContext(ctx, "deploy", "--rollback", service).Run(); err != nil {
		//toolerr:ignore protocolerr rollbacks are retried by the bot on any protocol error
		return nil, err
	}
	return &Reply{Text: "rolled back " + service}, nil
}

// ScaleCall is what the chat-ops bot passes to Scale: the model's
// arguments, undecoded.
type ScaleCall struct {
	Tool string
	Args map[string]any
}

// Scale resizes a service.
//
//toolerr:handler
func Scale(ctx context.Context, call *ScaleCall) (*Reply, error) {
	data, _ := json.Marshal(call.Args)
	var in struct {
		Service  string
		Replicas int
	}
	if err := json.Unmarshal(data, &in); err != nil {
		return nil, err // want `handler Scale returns an argument-binding failure from json.Unmarshal of the arguments as a protocol error`
	}
	return &Reply{Text: fmt.Sprintf("scaled %s to %d", in.Service, in.Replicas)}, nil
}
