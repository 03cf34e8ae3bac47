package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
)

// errNotFound reports an issue id the store does not hold.
var errNotFound = errors.New("no such issue")

// Issue is one tracked issue.
type Issue struct {
	ID       string   `json:"id"`
	Title    string   `json:"title"`
	Body     string   `json:"body,omitempty"`
	Labels   []string `json:"labels,omitempty"`
	Assignee string   `json:"assignee,omitempty"`
	Closed   bool     `json:"closed"`
}

func (i Issue) String() string {
	state := "open"
	if i.Closed {
		state = "closed"
	}
	return fmt.Sprintf("%s [%s] %s\n\n%s", i.ID, state, i.Title, i.Body)
}

// IssueStore keeps issues in memory and persists them to a JSON file.
type IssueStore struct {
	mu     sync.Mutex
	path   string
	next   int
	issues map[string]*Issue
}

func newIssueStore(path string) *IssueStore {
	return &IssueStore{path: path, next: 1, issues: make(map[string]*Issue)}
}

// Get returns a copy of the issue with the given id.
func (s *IssueStore) Get(id string) (Issue, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	issue, ok := s.issues[id]
	if !ok {
		return Issue{}, fmt.Errorf("%w: %s", errNotFound, id)
	}
	return *issue, nil
}

// Create opens a new issue.
func (s *IssueStore) Create(title, body string, labels []string) (Issue, error) {
	for _, label := range labels {
		if !slices.Contains(knownLabels, label) {
			return Issue{}, fmt.Errorf("unknown label %q", label)
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	issue := &Issue{ID: fmt.Sprintf("TRK-%d", s.next), Title: title, Body: body, Labels: labels}
	s.next++
	s.issues[issue.ID] = issue
	return *issue, nil
}

// List returns the issues, only the open ones if openOnly is set.
func (s *IssueStore) List(openOnly bool) ([]Issue, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var list []Issue
	for _, issue := range s.issues {
		if openOnly && issue.Closed {
			continue
		}
		list = append(list, *issue)
	}
	slices.SortFunc(list, func(a, b Issue) int { return strings.Compare(a.ID, b.ID) })
	return list, nil
}

// Assign sets the issue's assignee.
func (s *IssueStore) Assign(id, assignee string) error {
	return s.update(id, func(issue *Issue) error {
		issue.Assignee = assignee
		return nil
	})
}

// Close marks the issue closed.
func (s *IssueStore) Close(id string) error {
	return s.update(id, func(issue *Issue) error {
		if issue.Assignee == "" {
			return errors.New("an unassigned issue cannot be closed")
		}
		issue.Closed = true
		return nil
	})
}

// Delete removes the issue.
func (s *IssueStore) Delete(id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.issues[id]; !ok {
		return fmt.Errorf("%w: %s", errNotFound, id)
	}
	delete(s.issues, id)
	return nil
}

// Save writes every issue to the store's file. A failure here is the
// server's, never the caller's, so it may surface as a protocol error.
//
//toolerr:infra
func (s *IssueStore) Save() error {
	s.mu.Lock()
	data, err := json.MarshalIndent(s.issues, "", "  ")
	s.mu.Unlock()
	if err != nil {
		return err
	}
	return os.WriteFile(s.path, data, 0o600)
}

func (s *IssueStore) update(id string, change func(*Issue) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	issue, ok := s.issues[id]
	if !ok {
		return fmt.Errorf("%w: %s", errNotFound, id)
	}
	return change(issue)
}

var (
	knownLabels = []string{"bug", "feature", "docs"}
	teamMembers = []string{"ana", "bo", "chen"}
)
