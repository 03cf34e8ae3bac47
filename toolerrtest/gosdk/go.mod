module github.com/toolerrlint/toolerrlint/toolerrtest/gosdk

go 1.23.0

require (
	github.com/modelcontextprotocol/go-sdk v1.1.0
	github.com/toolerrlint/toolerrlint/toolerrtest v0.0.0-20261128192740-b7f80364d46d
)

require (
	github.com/google/jsonschema-go v0.3.0 // indirect
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
	golang.org/x/oauth2 v0.30.0 // indirect
)

// The core module of this repository: the driver's tests use the
// checkout's. The version required above is the commit of the core a
// server gets from the module proxy, where this replace does not apply:
// move it forward when the driver needs a newer core.
replace github.com/toolerrlint/toolerrlint/toolerrtest => ../
