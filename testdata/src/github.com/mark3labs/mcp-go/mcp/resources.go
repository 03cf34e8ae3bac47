package mcp

// ReadResourceRequest is sent by the client to read a resource.
type ReadResourceRequest struct {
	Request
	Header Header             `json:"-"`
	Params ReadResourceParams `json:"params"`
}

// ReadResourceParams are the parameters of a resources/read request.
type ReadResourceParams struct {
	URI       string         `json:"uri"`
	Arguments map[string]any `json:"arguments,omitempty"`
	Meta      *Meta          `json:"_meta,omitempty"`
}

// ResourceContents is the contents of a resource.
type ResourceContents interface {
	isResourceContents()
}

// TextResourceContents is the text contents of a resource.
type TextResourceContents struct {
	Meta     map[string]any `json:"_meta,omitempty"`
	URI      string         `json:"uri"`
	MIMEType string         `json:"mimeType,omitempty"`
	Text     string         `json:"text"`
}

func (TextResourceContents) isResourceContents() {}

// Resource is a resource the server can read.
type Resource struct {
	Annotated
	Meta        *Meta  `json:"_meta,omitempty"`
	URI         string `json:"uri"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	MIMEType    string `json:"mimeType,omitempty"`
}

// NewResource creates a resource definition.
func NewResource(uri string, name string, opts ...ResourceOption) Resource {
	return Resource{URI: uri, Name: name}
}

// ResourceOption configures a Resource.
type ResourceOption func(*Resource)

// URITemplate is a parsed RFC 6570 URI template.
type URITemplate struct{ raw string }

// ResourceTemplate is a template of resources the server can read.
type ResourceTemplate struct {
	Annotated
	Meta        *Meta        `json:"_meta,omitempty"`
	URITemplate *URITemplate `json:"uriTemplate"`
	Name        string       `json:"name"`
}

// ResourceTemplateOption configures a ResourceTemplate.
type ResourceTemplateOption func(*ResourceTemplate)

// NewResourceTemplate creates a resource template definition.
func NewResourceTemplate(uriTemplate string, name string, opts ...ResourceTemplateOption) ResourceTemplate {
	return ResourceTemplate{URITemplate: &URITemplate{raw: uriTemplate}, Name: name}
}
