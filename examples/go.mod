module github.com/toolerrlint/toolerrlint/examples

go 1.26.0

require (
	github.com/ThinkInAIXYZ/go-mcp v0.2.21
	github.com/mark3labs/mcp-go v1.2.1
	github.com/metoro-io/mcp-golang v0.8.0
	github.com/modelcontextprotocol/go-sdk v1.8.0
	github.com/strowk/foxy-contexts v0.1.0-beta.6
	github.com/toolerrlint/toolerrlint/toolerrtest v0.0.0
	github.com/toolerrlint/toolerrlint/toolerrtest/gosdk v0.0.0
	github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo v0.0.0
	go.uber.org/fx v1.23.0
	trpc.group/trpc-go/trpc-mcp-go v0.0.20
)

require (
	github.com/bahlo/generic-list-go v0.2.0 // indirect
	github.com/buger/jsonparser v1.1.1 // indirect
	github.com/getkin/kin-openapi v0.124.0 // indirect
	github.com/go-openapi/jsonpointer v0.20.2 // indirect
	github.com/go-openapi/swag v0.22.8 // indirect
	github.com/google/jsonschema-go v0.4.3 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/invopop/jsonschema v0.12.0 // indirect
	github.com/invopop/yaml v0.2.0 // indirect
	github.com/josharian/intern v1.0.0 // indirect
	github.com/mailru/easyjson v0.7.7 // indirect
	github.com/mohae/deepcopy v0.0.0-20170929034955-c48cc78d4826 // indirect
	github.com/orcaman/concurrent-map/v2 v2.0.1 // indirect
	github.com/perimeterx/marshmallow v1.1.5 // indirect
	github.com/pkg/errors v0.9.1 // indirect
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.2 // indirect
	github.com/segmentio/asm v1.1.3 // indirect
	github.com/segmentio/encoding v0.5.4 // indirect
	github.com/spf13/cast v1.7.1 // indirect
	github.com/tidwall/gjson v1.18.0 // indirect
	github.com/tidwall/match v1.1.1 // indirect
	github.com/tidwall/pretty v1.2.1 // indirect
	github.com/tidwall/sjson v1.2.5 // indirect
	github.com/wk8/go-ordered-map/v2 v2.1.8 // indirect
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
	go.uber.org/dig v1.18.0 // indirect
	go.uber.org/multierr v1.10.0 // indirect
	go.uber.org/zap v1.27.0 // indirect
	golang.org/x/oauth2 v0.35.0 // indirect
	golang.org/x/sync v0.20.0 // indirect
	golang.org/x/sys v0.41.0 // indirect
	golang.org/x/text v0.16.0 // indirect
	golang.org/x/time v0.15.0 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)

// toolerrtest and its SDK drivers are modules of this repository: the
// examples' tests use the checkout's.
replace (
	github.com/toolerrlint/toolerrlint/toolerrtest => ../toolerrtest
	github.com/toolerrlint/toolerrlint/toolerrtest/gosdk => ../toolerrtest/gosdk
	github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo => ../toolerrtest/mcpgo
)
