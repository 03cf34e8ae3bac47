#!/usr/bin/env bash
# Checks toolerrtest's SDK drivers on the versions servers pin: each
# driver's tests against the oldest SDK version it supports (the one its
# go.mod requires) and the newest, the tests in modules nested in a
# driver's directory (those that need a later SDK than the driver
# requires) against the newest too, and that adding toolerrtest to a
# server leaves its SDK version and its go line as they are and brings no
# other SDK into its module graph. It needs the Go module proxy.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

core=github.com/toolerrlint/toolerrlint/toolerrtest

# Each driver: its directory under toolerrtest/, its SDK's module, the
# other SDK's module (which must stay out of the graph), and the versions
# a server pins for the pin check. mcp-go v0.24.0 is one the public
# servers pin, later than the driver requires, and one that refuses
# arguments that are not an object before the handler runs.
drivers=(
	"mcpgo github.com/mark3labs/mcp-go github.com/modelcontextprotocol/go-sdk v0.24.0 v0.43.1"
	"gosdk github.com/modelcontextprotocol/go-sdk github.com/mark3labs/mcp-go v1.1.0"
)

# A server of one tool on each SDK.
server_mcpgo='package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func New() *server.MCPServer {
	s := server.NewMCPServer("s", "1")
	s.AddTool(mcp.NewTool("ping"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("pong"), nil
	})
	return s
}'
server_gosdk='package server

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "s", Version: "1"}, nil)
	s.AddTool(&mcp.Tool{Name: "ping", InputSchema: map[string]any{"type": "object"}}, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "pong"}}}, nil
	})
	return s
}'

fail() {
	echo "check-toolerrtest-sdks: $*" >&2
	exit 1
}

# The core version a driver requires is what a server outside this
# repository gets, where the drivers' replace does not apply: a commit
# whose core is the one the driver is tested with here.
core_at_commit() {
	local version=$1
	[[ "$version" =~ -([0-9a-f]{12})$ ]] || return 1
	if ! git cat-file -e "${BASH_REMATCH[1]}^{commit}" 2>/dev/null; then
		[[ "$(git rev-parse --is-shallow-repository)" == true ]] && return 2
		return 4
	fi
	local d dir others=()
	for d in "${drivers[@]}"; do
		read -r dir _ <<<"$d"
		others+=(":!toolerrtest/$dir")
	done
	git diff --quiet "${BASH_REMATCH[1]}" HEAD -- toolerrtest "${others[@]}" || return 3
}

for d in "${drivers[@]}"; do
	read -r dir sdk other pins <<<"$d"
	required=$(cd "toolerrtest/$dir" && go list -m -f '{{.Version}}' "$core")
	status=0
	core_at_commit "$required" || status=$?
	case $status in
	0) echo "--- toolerrtest/$dir requires the core at $required, the core of this checkout" ;;
	1) fail "toolerrtest/$dir requires $core $required, which names no commit: require the pseudo-version of the core's last commit" ;;
	2) echo "--- toolerrtest/$dir requires $core $required, whose commit this shallow clone lacks: not checked" ;;
	3) fail "toolerrtest/$dir requires $core $required, but the core changed since that commit: require the pseudo-version of its last commit" ;;
	4) fail "toolerrtest/$dir requires $core $required, whose commit is not in this repository" ;;
	esac
	oldest=$(cd "toolerrtest/$dir" && go list -m -f '{{.Version}}' "$sdk")
	newest=$(cd "toolerrtest/$dir" && go list -m -f '{{.Version}}' "$sdk@latest")
	for version in "$oldest" "$newest"; do
		echo "--- toolerrtest/$dir on $sdk $version"
		copy="$tmp/$dir-$version"
		cp -r "toolerrtest/$dir" "$copy"
		(
			cd "$copy"
			go mod edit -replace "$core=$root/toolerrtest"
			go get "$sdk@$version" >/dev/null 2>&1
			go mod tidy
			go vet ./...
			go test -count=1 ./...
		)
	done

	# The nested modules' tests need a later SDK than the driver requires:
	# .ci/run tests them on the one they require, and here on the newest.
	copy="$tmp/$dir-$newest"
	while IFS= read -r mod; do
		nested=$(dirname "$mod")
		echo "--- toolerrtest/$dir/${nested#"$copy"/} on $sdk $newest"
		(
			cd "$nested"
			go mod edit -replace "$core=$root/toolerrtest" -replace "$core/$dir=$copy"
			go get "$sdk@$newest" >/dev/null 2>&1
			go mod tidy
			go vet ./...
			go test -count=1 ./...
		)
	done < <(find "$copy" -mindepth 2 -name go.mod)

	for pinned in $pins; do
		echo "--- a server pinning $sdk $pinned, with toolerrtest/$dir added"
		srv="$tmp/server-$dir-$pinned"
		mkdir -p "$srv/server"
		(
			cd "$srv"
			go mod init example.com/server >/dev/null 2>&1
			go mod edit -go=1.23.0
			var="server_$dir"
			printf '%s\n' "${!var}" >server/server.go
			go get "$sdk@$pinned" >/dev/null 2>&1
			go mod tidy >/dev/null 2>&1
			before_sdk=$(go list -m -f '{{.Version}}' "$sdk")
			before_go=$(go mod edit -json | sed -n 's/^[[:space:]]*"Go": "\(.*\)",*$/\1/p')
			cat >server/audit_test.go <<GO
package server

import (
	"testing"

	"$core"
	_ "$core/$dir"
)

func TestAudit(t *testing.T) { toolerrtest.Audit(t, New(), toolerrtest.Options{}) }
GO
			go mod edit -replace "$core=$root/toolerrtest" -replace "$core/$dir=$root/toolerrtest/$dir" \
				-require "$core@v0.0.0" -require "$core/$dir@v0.0.0"
			go mod tidy
			after_sdk=$(go list -m -f '{{.Version}}' "$sdk")
			after_go=$(go mod edit -json | sed -n 's/^[[:space:]]*"Go": "\(.*\)",*$/\1/p')
			[[ "$after_sdk" == "$before_sdk" ]] || fail "$sdk went from $before_sdk to $after_sdk"
			[[ "$after_go" == "$before_go" ]] || fail "the go line went from $before_go to $after_go"
			if go mod graph | grep -q " $other@"; then
				fail "$other is in the module graph of a server on $sdk"
			fi
			go test -count=1 ./...
			echo "$sdk stays at $after_sdk, go at $after_go, and $other is not in the graph"
		)
	done
done
