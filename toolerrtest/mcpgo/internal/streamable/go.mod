module github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo/internal/streamable

go 1.23.0

require (
	github.com/mark3labs/mcp-go v0.30.0
	github.com/toolerrlint/toolerrlint/toolerrtest v0.0.0-20261128192740-b7f80364d46d
	github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo v0.0.0
)

require (
	github.com/google/uuid v1.6.0 // indirect
	github.com/spf13/cast v1.7.1 // indirect
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
)

// The modules of this repository under test: the checkout's.
replace (
	github.com/toolerrlint/toolerrlint/toolerrtest => ../../../
	github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo => ../../
)
