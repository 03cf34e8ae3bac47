package mcp

import "fmt"

// ElicitationParams ask the user, through the client, for input.
type ElicitationParams struct {
	Meta            *Meta  `json:"_meta,omitempty"`
	Mode            string `json:"mode,omitempty"`
	Message         string `json:"message"`
	RequestedSchema any    `json:"requestedSchema,omitempty"`
	ElicitationID   string `json:"elicitationId,omitempty"`
	URL             string `json:"url,omitempty"`
}

// URLElicitationRequiredError is returned by a handler that needs the user to
// visit a URL first; the server answers it with a JSON-RPC error by design.
type URLElicitationRequiredError struct {
	Elicitations []ElicitationParams `json:"elicitations"`
}

func (e URLElicitationRequiredError) Error() string {
	return fmt.Sprintf("URL elicitation required: %d elicitation(s) needed", len(e.Elicitations))
}
