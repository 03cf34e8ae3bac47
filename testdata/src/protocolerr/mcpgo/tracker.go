// Package mcpgo is an issue-tracker MCP server built on mcp-go: the
// protocolerr fixtures for mcp-go handlers.
package mcpgo

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// Issue is an issue as the tracker API returns it.
type Issue struct {
	Number int    `json:"number"`
	Title  string `json:"title"`
	State  string `json:"state"`
}

// Client calls the issue tracker API.
type Client struct {
	baseURL string
	token   string
	http    *http.Client
}

// do sends one API request and decodes the JSON answer into out.
func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var body io.Reader
	if in != nil {
		data, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(data)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, body)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("%s %s: %s", method, path, resp.Status)
	}
	if out == nil {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

func issuePath(repo string, number int) string {
	return fmt.Sprintf("/repos/%s/issues/%d", repo, number)
}

func (c *Client) GetIssue(ctx context.Context, repo string, number int) (*Issue, error) {
	var issue Issue
	if err := c.do(ctx, http.MethodGet, issuePath(repo, number), nil, &issue); err != nil {
		return nil, err
	}
	return &issue, nil
}

func (c *Client) ListIssues(ctx context.Context, repo string) ([]Issue, error) {
	var issues []Issue
	err := c.do(ctx, http.MethodGet, "/repos/"+repo+"/issues", nil, &issues)
	return issues, err
}

func (c *Client) CloseIssue(ctx context.Context, repo string, number int) error {
	return c.do(ctx, http.MethodPatch, issuePath(repo, number), map[string]string{"state": "closed"}, nil)
}

func (c *Client) ReopenIssue(ctx context.Context, repo string, number int) error {
	return c.do(ctx, http.MethodPatch, issuePath(repo, number), map[string]string{"state": "open"}, nil)
}

func (c *Client) LockIssue(ctx context.Context, repo string, number int) error {
	return c.do(ctx, http.MethodPut, issuePath(repo, number)+"/lock", nil, nil)
}

func (c *Client) Assign(ctx context.Context, repo string, number int, who string) error {
	return c.do(ctx, http.MethodPost, issuePath(repo, number)+"/assignees", []string{who}, nil)
}

func (c *Client) AddLabel(ctx context.Context, repo string, number int, label string) error {
	return c.do(ctx, http.MethodPost, issuePath(repo, number)+"/labels", []string{label}, nil)
}

func (c *Client) ClearLabels(ctx context.Context, repo string, number string) error {
	return c.do(ctx, http.MethodDelete, "/repos/"+repo+"/issues/"+number+"/labels", nil, nil)
}

func (c *Client) Comment(ctx context.Context, repo string, number int, body string) error {
	return c.do(ctx, http.MethodPost, issuePath(repo, number)+"/comments", map[string]string{"body": body}, nil)
}

func (c *Client) DeleteComment(ctx context.Context, repo string, id int) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf("/repos/%s/comments/%d", repo, id), nil, nil)
}

func (c *Client) Labels(ctx context.Context, repo string) ([]string, error) {
	var labels []string
	err := c.do(ctx, http.MethodGet, "/repos/"+repo+"/labels", nil, &labels)
	return labels, err
}

func (c *Client) GetReadme(ctx context.Context, repo string) (string, error) {
	var readme struct {
		Content string `json:"content"`
	}
	if err := c.do(ctx, http.MethodGet, "/repos/"+repo+"/readme", nil, &readme); err != nil {
		return "", err
	}
	return readme.Content, nil
}

func (c *Client) StartExport(ctx context.Context, repo string) (string, error) {
	var job struct {
		ID string `json:"id"`
	}
	err := c.do(ctx, http.MethodPost, "/repos/"+repo+"/exports", nil, &job)
	return job.ID, err
}

func (c *Client) Healthy(ctx context.Context) bool {
	return c.do(ctx, http.MethodGet, "/health", nil, nil) == nil
}

// splitRepo splits "owner/name".
func splitRepo(full string) (owner, name string, err error) {
	owner, name, ok := strings.Cut(full, "/")
	if !ok || owner == "" || name == "" {
		return "", "", fmt.Errorf("repository %q is not owner/name", full)
	}
	return owner, name, nil
}

// Cache is the local issue cache.
type Cache struct {
	path string
}

// Ping checks the cache database connection. A failure here is an outage of
// this server, not something the model can fix.
//
//toolerr:infra
func (c *Cache) Ping(ctx context.Context) error { return nil }

// UnavailableError reports that the tracker API is down; clients retry it.
//
//toolerr:infra
type UnavailableError struct {
	Service string
}

func (e *UnavailableError) Error() string { return e.Service + " is unavailable" }

var (
	tracker = &Client{baseURL: "https://tracker.example.com/api", http: http.DefaultClient}
	cache   = &Cache{path: "/var/cache/tracker.db"}
)
