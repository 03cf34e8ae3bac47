// Package inhouse is a health-check toolbox with its own tool framework: the
// nilresult fixtures for handlers declared with //toolerr:handler.
package inhouse

import (
	"context"
	"fmt"
	"net"
	"os"
	"syscall"
	"time"
)

// Report is what a check answers.
type Report struct {
	OK     bool
	Detail string
}

// Check runs one health check with the model's arguments. The toolbox
// answers a nil report with a JSON-RPC error.
//
//toolerr:handler
type Check func(ctx context.Context, args map[string]any) (*Report, error)

var checks = map[string]Check{
	"disk":  checkDisk,
	"dns":   checkDNS("1.1.1.1:53"),
	"clock": withTimeout(checkClock),
}

func checkDisk(ctx context.Context, args map[string]any) (*Report, error) {
	path, _ := args["path"].(string)
	if path == "" {
		return nil, nil // want `tool "disk" returns a nil result and a nil error, which the client receives as a protocol error; return a result`
	}
	var st syscall.Statfs_t
	if err := syscall.Statfs(path, &st); err != nil {
		// Not reported: a non-nil error.
		return nil, err
	}
	return &Report{OK: st.Bavail > 0, Detail: fmt.Sprintf("%d blocks free", st.Bavail)}, nil
}

// checkDNS returns a check that resolves a host through server.
func checkDNS(server string) Check {
	return func(ctx context.Context, args map[string]any) (*Report, error) {
		host, _ := args["host"].(string)
		addrs, err := net.DefaultResolver.LookupHost(ctx, host)
		if err != nil {
			return &Report{OK: false, Detail: err.Error()}, nil
		}
		if len(addrs) == 0 {
			return nil, nil // want `tool "dns" returns a nil result and a nil error`
		}
		return &Report{OK: true, Detail: addrs[0]}, nil
	}
}

// previousReport returns the last stored report, or nil, nil when there is
// none. It has a check's underlying signature but is not a Check: its
// callers look at the result.
func previousReport(ctx context.Context, args map[string]any) (*Report, error) {
	// Not reported: previousReport is not a handler.
	return nil, nil
}

// CheckCert checks a TLS certificate file.
//
//toolerr:handler
func CheckCert(ctx context.Context, args map[string]any) (*Report, error) {
	if prev, err := previousReport(ctx, args); err == nil && prev != nil {
		return prev, nil
	}
	path, _ := args["path"].(string)
	info, err := os.Stat(path)
	if os.IsNotExist(err) {
		return nil, nil // want `handler CheckCert returns a nil result and a nil error`
	}
	if err != nil {
		return nil, err
	}
	if info.Size() == 0 {
		//toolerr:ignore nilresult an empty file is reported by the file check
		return nil, nil
	}
	return &Report{OK: true}, nil
}

// withTimeout bounds a check's run time and passes its report on.
func withTimeout(c Check) Check {
	return func(ctx context.Context, args map[string]any) (*Report, error) {
		ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		// Not reported: c's report passed on unchanged.
		return c(ctx, args)
	}
}

func checkClock(ctx context.Context, args map[string]any) (*Report, error) {
	if ctx.Err() != nil {
		// Not reported: the context's error is not nil here.
		return nil, ctx.Err()
	}
	drift := time.Since(time.Now().Round(time.Second))
	return &Report{OK: drift < time.Second, Detail: drift.String()}, nil
}
