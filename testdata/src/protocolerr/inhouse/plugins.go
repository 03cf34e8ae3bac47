package inhouse

import (
	"context"
	"fmt"
	"io/fs"
	"log"
	"net/http"
	"path/filepath"
	"time"
)

// NewHTTPCheck returns a tool that fetches url. The plug-in loader registers
// it under a name read from the plug-in's manifest.
func NewHTTPCheck(url string) Handler {
	return func(ctx context.Context, args map[string]any) (*Reply, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return nil, err // want `handler in NewHTTPCheck returns an error from downstream call http.NewRequestWithContext as a protocol error`
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return &Reply{Text: err.Error(), Failed: true}, nil
		}
		resp.Body.Close()
		return &Reply{Text: resp.Status}, nil
	}
}

// withAudit logs every tool call and passes the tool's answer on.
func withAudit(h Handler) Handler {
	return func(ctx context.Context, args map[string]any) (*Reply, error) {
		reply, err := h(ctx, args)
		log.Printf("tool call %v: err=%v", args, err)
		// Not reported: h's error passed on unchanged.
		return reply, err
	}
}

// QuotaError reports that the toolbox host is out of its API quota; the bot
// retries later.
//
//toolerr:infra
type QuotaError struct {
	Resets time.Time
}

func (e QuotaError) Error() string { return "quota exhausted until " + e.Resets.Format(time.Kitchen) }

var quotaResets time.Time

func diskUsage(ctx context.Context, args map[string]any) (*Reply, error) {
	if time.Now().Before(quotaResets) {
		// Not reported: QuotaError is declared infrastructure.
		return nil, QuotaError{Resets: quotaResets}
	}
	dir, _ := args["dir"].(string)
	var total int64
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			// Not reported: the callback of WalkDir, not a handler return.
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if info, err := d.Info(); err == nil {
			total += info.Size()
		}
		return nil
	})
	if ctx.Err() != nil {
		// Not reported: wrapping keeps a cancellation one.
		return nil, fmt.Errorf("disk usage of %s: %w", dir, ctx.Err())
	}
	if err != nil {
		return &Reply{Text: err.Error(), Failed: true}, nil
	}
	return &Reply{Text: fmt.Sprintf("%d bytes", total)}, nil
}
