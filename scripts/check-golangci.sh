#!/usr/bin/env bash
# Builds golangci-lint with the toolerrlint module plugin compiled in, runs it
# on examples/, and fails unless it reports exactly examples/expected.txt;
# then runs golangci-lint --fix on a copy of a fixture module, and fails
# unless it writes what toolerrlint -fix writes.
#
# `golangci-lint custom` would clone golangci-lint from GitHub. This script
# does what that command does from the module cache instead: copy
# golangci-lint's module source, replace cmd/golangci-lint/plugins.go with a
# blank import of the plugin, point the plugin's module at this checkout,
# and build. The Go build cache makes a rebuild after a first build cheap.
#
# The golangci-lint version, the plugin's module and its import path are
# those .custom-gcl.yml names. TOOLERRLINT_GCL_BIN says where to keep the
# built binary between runs (default: beside toolerrlint's result cache in
# the user cache directory; `toolerrlint cache clean` leaves it there).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# custom_gcl KEY prints the value of KEY in .custom-gcl.yml, which names one
# plugin.
custom_gcl() {
	sed -n "s/^[[:space:]-]*$1:[[:space:]]*\([^[:space:]#]*\).*/\1/p" "$root/.custom-gcl.yml" | head -1
}
version=$(custom_gcl version)
plugin_module=$(custom_gcl module)
plugin_import=$(custom_gcl import)
if [[ -z "$version" || -z "$plugin_module" || -z "$plugin_import" ]]; then
	echo "check-golangci: .custom-gcl.yml lacks version, module or import" >&2
	exit 1
fi
gcl_module=github.com/golangci/golangci-lint/v2
cache_dir=${XDG_CACHE_HOME:-$HOME/.cache}/toolerrlint
bin=${TOOLERRLINT_GCL_BIN:-$cache_dir/golangci-lint-$version-toolerrlint}

if ! command -v go >/dev/null 2>&1; then
	export PATH="/usr/local/go/bin:$PATH"
fi
# The examples module and the staged golangci-lint module each stand alone:
# a go.work above the checkout must not pull them into a workspace.
export GOWORK=off

work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT

seconds() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(seconds)" 'BEGIN { printf "%.1fs", b - a }'; }

# --- stage golangci-lint's source with the plugin imported
start=$(seconds)
src=$(go mod download -json "$gcl_module@$version" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
if [[ -z "$src" || ! -f "$src/cmd/golangci-lint/plugins.go" ]]; then
	echo "check-golangci: no module source for $gcl_module@$version (got '$src')" >&2
	exit 1
fi
stage=$work/golangci-lint
cp -R "$src" "$stage"
chmod -R u+w "$stage" # the module cache is read-only
cat >"$stage/cmd/golangci-lint/plugins.go" <<EOF
package main

import (
	_ "$plugin_import"
)
EOF
(
	cd "$stage"
	go mod edit -require="$plugin_module@v0.0.0" -replace="$plugin_module=$root"
	# Adds what the plugin needs beyond golangci-lint's own requirements to
	# go.mod and go.sum, and downloads the modules the build needs, no
	# more: `go mod tidy` would also fetch the modules of every
	# dependency's tests. A plugin that needs a newer golang.org/x/tools
	# than this release shows up here as a change to its version.
	go list -mod=mod -deps ./cmd/golangci-lint >/dev/null
)
tools_gcl=$(cd "$src" && go list -m -f '{{.Version}}' golang.org/x/tools)
tools_built=$(cd "$stage" && go list -m -f '{{.Version}}' golang.org/x/tools)
if [[ "$tools_gcl" != "$tools_built" ]]; then
	echo "check-golangci: the plugin raises golang.org/x/tools from $tools_gcl (golangci-lint $version) to $tools_built" >&2
	exit 1
fi
released=$(cd "$stage" && go list -m -f '{{.Time.Format "2006-01-02T15:04:05Z"}}' "$gcl_module@$version")
echo "staged golangci-lint $version with $plugin_import in $(elapsed "$start")"

# --- build
# -trimpath keeps the temporary source directory out of the build cache
# keys, so that a rebuild reuses every unchanged package. A fixed version
# and date keep the binary's build ID stable, so that an unchanged build
# does not even relink.
start=$(seconds)
mkdir -p "$(dirname "$bin")"
if ! (
	cd "$stage"
	go build -trimpath \
		-ldflags "-s -w -X 'main.version=${version#v}-toolerrlint' -X 'main.date=$released'" \
		-o "$bin" ./cmd/golangci-lint
); then
	echo "check-golangci: building golangci-lint $version with $plugin_import failed" >&2
	exit 1
fi
echo "built $bin in $(elapsed "$start")"
"$bin" version

# --- run on examples/
# run_examples CONFIG prints toolerrlint's findings on examples/ as
# FILE:LINE:COL: MESSAGE (RULE), paths relative to examples/, sorted, and
# writes the other linters' findings, as golangci-lint prints them, to
# $work/others.txt. golangci-lint prints FILE:LINE:COL: RULE: MESSAGE
# (toolerrlint) for a linter of several analyzers, FILE:LINE:COL: MESSAGE
# (LINTER) for the others. The flags say only how findings are printed
# (absolute paths, one line each, no colours, no statistics): which
# findings there are is the configuration's alone.
run_examples() {
	local config=$1
	local out=$work/out.txt status=0
	: >"$work/others.txt"
	(
		cd "$root/examples"
		# A cache of its own: results cached by another build of the plugin
		# must not stand in for this one's.
		GOLANGCI_LINT_CACHE=$work/lint-cache "$bin" run --config "$config" \
			--path-mode abs --show-stats=false \
			--output.text.path stdout --output.text.print-issued-lines=false \
			--output.text.colors=false \
			./...
	) >"$out" 2>"$work/err.txt" || status=$?
	if [[ $status -ne 1 ]]; then
		echo "check-golangci: golangci-lint exited $status, want 1 (findings reported)" >&2
		cat "$work/err.txt" "$out" >&2
		return 1
	fi
	local prefix=$root/examples/ line
	while IFS= read -r line; do
		if [[ "$line" =~ ^(.+):([0-9]+):([0-9]+):\ ([a-z]+):\ (.*)\ \(toolerrlint\)$ ]]; then
			local file=${BASH_REMATCH[1]}
			printf '%s:%s:%s: %s (%s)\n' "${file#"$prefix"}" "${BASH_REMATCH[2]}" \
				"${BASH_REMATCH[3]}" "${BASH_REMATCH[5]}" "${BASH_REMATCH[4]}"
		elif [[ "$line" =~ ^.+:[0-9]+(:[0-9]+)?:\ .*\ \(([a-z0-9]+)\)$ && ${BASH_REMATCH[2]} != toolerrlint ]]; then
			echo "$line" >>"$work/others.txt"
		else
			echo "check-golangci: unexpected output line: $line" >&2
			exit 1 # leaves the loop's subshell; pipefail fails the pipeline
		fi
	done <"$out" | LC_ALL=C sort
}

# compare NAME GOT: GOT must equal examples/expected.txt line for line.
compare() {
	local want=$work/want.txt
	grep -v '^[[:space:]]*$' "$root/examples/expected.txt" | LC_ALL=C sort >"$want"
	if ! diff -u --label examples/expected.txt --label "golangci-lint ($1)" "$want" "$2" >&2; then
		echo "check-golangci: golangci-lint ($1) findings differ from examples/expected.txt" >&2
		return 1
	fi
	echo "golangci-lint ($1): $(wc -l <"$2") findings, as examples/expected.txt"
}

start=$(seconds)
# The least a configuration can say: toolerrlint alone, no settings, and
# none of golangci-lint's defaults that hide findings.
cat >"$work/only-toolerrlint.yml" <<EOF
version: "2"
linters:
  default: none
  enable:
    - toolerrlint
  settings:
    custom:
      toolerrlint:
        type: module
issues:
  max-same-issues: 0
  uniq-by-line: false
  max-issues-per-linter: 0
EOF
run_examples "$work/only-toolerrlint.yml" >"$work/only.txt"
compare "only toolerrlint, no settings" "$work/only.txt"
if [[ -s "$work/others.txt" ]]; then
	echo "check-golangci: findings of linters that were not enabled:" >&2
	cat "$work/others.txt" >&2
	exit 1
fi

# The example configuration, as shipped, must report what the command
# reports: its own issues settings, not flags of this script, keep
# golangci-lint from hiding any finding. The linters golangci-lint enables
# by default run beside toolerrlint; their findings are shown, not compared.
run_examples "$root/.golangci.example.yml" >"$work/example.txt"
compare ".golangci.example.yml" "$work/example.txt"
if [[ -s "$work/others.txt" ]]; then
	echo "golangci-lint (.golangci.example.yml): $(wc -l <"$work/others.txt") findings of the default linters beside toolerrlint's:"
	sed 's/^/  /' "$work/others.txt"
fi

# golangci-lint's own issue defaults (max-same-issues 3, uniq-by-line,
# max-issues-per-linter 50) hide findings: docs/integrations.md says how many
# of examples/ they leave, and must say what this run shows. The
# configuration is the first one without its issues settings.
sed '/^issues:/,$d' "$work/only-toolerrlint.yml" >"$work/defaults.yml"
run_examples "$work/defaults.yml" >"$work/defaults.txt"
shown=$(($(wc -l <"$work/defaults.txt"))) # arithmetic drops the padding some wc print
all=$(grep -cv '^[[:space:]]*$' "$root/examples/expected.txt")
claim="it shows $shown of $all findings"
if ! tr -s '[:space:]' ' ' <"$root/docs/integrations.md" | grep -qF "$claim"; then
	echo "check-golangci: with its issue defaults, on examples/ $claim; docs/integrations.md says otherwise" >&2
	exit 1
fi
echo "golangci-lint (its issue defaults): $claim, as docs/integrations.md says"

# A setting golangci-lint cannot honour stops the run with the plugin's error.
cat >"$work/bad.yml" <<EOF
version: "2"
linters:
  default: none
  enable:
    - toolerrlint
  settings:
    custom:
      toolerrlint:
        type: module
        settings:
          enabled: [protocolerr]
EOF
status=0
(cd "$root/examples" && GOLANGCI_LINT_CACHE=$work/lint-cache "$bin" run --config "$work/bad.yml" ./...) \
	>"$work/bad-out.txt" 2>&1 || status=$?
if [[ $status -eq 0 || $status -eq 1 ]] || ! grep -q 'unknown key "enabled"; known keys: enable, disable' "$work/bad-out.txt"; then
	echo "check-golangci: an unknown setting did not stop the run with the plugin's error (exit $status):" >&2
	cat "$work/bad-out.txt" >&2
	exit 1
fi
echo "golangci-lint (unknown setting): exit $status, $(grep -o 'unknown key "enabled"[^;]*' "$work/bad-out.txt" | head -1)"
echo "ran golangci-lint on examples/ in $(elapsed "$start")"

# --- golangci-lint --fix writes what toolerrlint -fix writes
# On two copies of a fixture module with handlers on both SDKs, built on
# their real releases: golangci-lint applies the fixes of one run in one
# pass, then formats the files it changed with the formatters the
# configuration enables; goimports does what -fix does to a fixed file
# (gofmt, and the imports the fixes left unused between them). Where fixes
# meet, -fix goes on with more passes and golangci-lint does not: see
# docs/fixes.md.
start=$(seconds)
fix_module=$root/internal/driver/testdata/fixsdk
for copy in gcl-fix cli-fix; do
	cp -R "$fix_module" "$work/$copy"
	find "$work/$copy" -name '*.golden' -delete
done
(cd "$root" && go build -o "$work/toolerrlint" ./cmd/toolerrlint)
# The configuration of the first run on examples/, with goimports.
{
	cat "$work/only-toolerrlint.yml"
	printf 'formatters:\n  enable:\n    - goimports\n'
} >"$work/fix.yml"
status=0
(cd "$work/gcl-fix" && GOLANGCI_LINT_CACHE=$work/lint-cache "$bin" run --config "$work/fix.yml" --fix ./...) \
	>"$work/gcl-fix.txt" 2>&1 || status=$?
if [[ $status -ne 0 ]]; then
	echo "check-golangci: golangci-lint --fix exited $status, want 0 (every finding fixed):" >&2
	cat "$work/gcl-fix.txt" >&2
	exit 1
fi
status=0
(cd "$work/cli-fix" && TOOLERRLINT_CACHE=off "$work/toolerrlint" -fix ./...) >"$work/cli-fix.txt" 2>&1 || status=$?
if [[ $status -ne 0 ]]; then
	echo "check-golangci: toolerrlint -fix exited $status, want 0:" >&2
	cat "$work/cli-fix.txt" >&2
	exit 1
fi
if diff -rq -x '*.golden' "$fix_module" "$work/cli-fix" >/dev/null; then
	echo "check-golangci: toolerrlint -fix changed nothing in $fix_module" >&2
	exit 1
fi
if ! diff -ru "$work/cli-fix" "$work/gcl-fix" >&2; then
	echo "check-golangci: golangci-lint --fix (+) wrote other files than toolerrlint -fix (-)" >&2
	exit 1
fi
echo "golangci-lint --fix: the files toolerrlint -fix writes ($(grep -c '^toolerrlint: fixed ' "$work/cli-fix.txt") fixes), in $(elapsed "$start")"
