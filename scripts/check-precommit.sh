#!/usr/bin/env bash
# Runs the toolerrlint hook of .pre-commit-hooks.yaml through pre-commit on a
# sample repository: it must fail with the finding on a handler that returns
# a protocol error, and pass once the handler returns the failure as a
# result.
#
# pre-commit builds a golang hook with `go install ./...` in a clone of the
# hook repository at a commit. `pre-commit try-repo` adds only tracked and
# staged changes to the commit it makes of a checkout, so the hook
# repository here is a one-commit snapshot of this checkout's files as
# `git add -A` would take them: new files count too, and in a clean clone it
# is the checked-out commit.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

if ! command -v go >/dev/null 2>&1; then
	export PATH="/usr/local/go/bin:$PATH"
fi
export GOWORK=off
# pre-commit points GOPATH at each hook environment, which would move the
# module cache there too and download every module anew; keep the usual one.
GOMODCACHE=$(go env GOMODCACHE)
export GOMODCACHE

if ! command -v pre-commit >/dev/null 2>&1; then
	bash "$root/scripts/apt-install.sh" pre-commit
fi
pre-commit --version

work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT

# Commits made here are in throwaway repositories; they need an identity
# whatever the machine's git configuration.
export GIT_AUTHOR_NAME=toolerrlint GIT_AUTHOR_EMAIL=toolerrlint@localhost
export GIT_COMMITTER_NAME=toolerrlint GIT_COMMITTER_EMAIL=toolerrlint@localhost

seconds() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(seconds)" 'BEGIN { printf "%.1fs", b - a }'; }

# --- the hook repository: this checkout as one commit
hooks=$work/hooks
git init -q "$hooks"
git --git-dir="$hooks/.git" --work-tree="$root" add -A
git -C "$hooks" commit -q -m "toolerrlint working tree"
# The snapshot has no files checked out: naming its commit keeps try-repo
# from taking the empty work tree for uncommitted deletions.
rev=$(git -C "$hooks" rev-parse HEAD)

# --- the sample repository: a tiny module with an in-house tool framework
sample=$work/sample
mkdir -p "$sample"
cd "$sample"
git init -q
cat >go.mod <<'EOF'
module example.com/notes

go 1.26.0
EOF
cat >notes.go <<'EOF'
// Package notes serves notes to a model through an in-house tool framework.
package notes

import "errors"

// Tool answers one tool call of the model.
//
//toolerr:handler
type Tool func(args map[string]string) (string, error)

// Tools are the tools the server exposes, by name.
var Tools = map[string]Tool{"get_note": getNote}

var notes = map[string]string{"welcome": "Hello."}

func getNote(args map[string]string) (string, error) {
	text, ok := notes[args["id"]]
	if !ok {
		return "", errors.New("no such note")
	}
	return text, nil
}
EOF
git add -A

# try_hook prints pre-commit's output and sets status to its exit status.
try_hook() {
	status=0
	pre-commit try-repo "$hooks" toolerrlint --ref "$rev" --all-files --color never >"$work/out.txt" 2>&1 || status=$?
	cat "$work/out.txt"
}

fail() {
	echo "check-precommit: $*" >&2
	exit 1
}

start=$(seconds)
try_hook
finding='notes.go:19:3: tool "get_note" returns an error built in place as a protocol error, which the model never sees; return an isError result (protocolerr)'
[[ $status -ne 0 ]] || fail "the hook passed on a handler that returns a protocol error"
grep -q -- '- exit code: 1$' "$work/out.txt" ||
	fail "the hook failed, but not with toolerrlint's exit status 1 for findings"
grep -qxF -- "$finding" "$work/out.txt" || fail "the hook's output lacks the finding: $finding"
echo "pre-commit (protocol error): failed with the finding, in $(elapsed "$start")"

start=$(seconds)
sed -i 's/return "", errors.New("no such note")/return "no such note: " + args["id"], nil/; /^import "errors"$/d' notes.go
git add -A
try_hook
[[ $status -eq 0 ]] || fail "the hook failed on a handler that returns its failure as a result (exit $status)"
grep -q '^toolerrlint\.*Passed$' "$work/out.txt" || fail "the hook did not report Passed"
echo "pre-commit (failure as a result): passed, in $(elapsed "$start")"
