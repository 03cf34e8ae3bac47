#!/usr/bin/env bash
# Measures the test suite against its goals: the root module's
# `go test ./...` (cold test cache, -count=1) within 3 minutes, and all of
# .ci/run within 15, on an idle 2-core machine. It prints the wall and CPU
# seconds (user + system, the test binary's and every process it waited
# for: go list, the commands the end-to-end tests run) of each package,
# then of each step of .ci/run, and exits 1 when a run fails or takes
# longer than its goal. On a shared, loaded machine the CPU seconds are
# the figures to compare: wall time there measures the load.
#
# usage: scripts/suite-time.sh [-test | -ci]
#
#	-test  measures only go test ./...
#	-ci    measures only .ci/run
set -euo pipefail

# In -exec mode, go test runs each test binary through this script, in the
# package's directory: it records the binary's wall and CPU seconds.
if [[ "${1:-}" == "--exec" ]]; then
	shift
	start=$(date +%s.%N)
	status=0
	"$@" || status=$?
	end=$(date +%s.%N)
	times >"$SUITE_TIME_DIR/times.$$"
	awk -v dir="$PWD" -v wall="$(awk -v s="$start" -v e="$end" 'BEGIN { print e - s }')" '
		function seconds(t) { split(t, a, /[ms]/); return a[1] * 60 + a[2] }
		NR == 2 { printf "%s %.1f %.1f\n", dir, wall, seconds($1) + seconds($2) }
	' "$SUITE_TIME_DIR/times.$$" >>"$SUITE_TIME_DIR/packages"
	rm -f "$SUITE_TIME_DIR/times.$$"
	exit "$status"
fi

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
script=$root/scripts/suite-time.sh
if ! command -v go >/dev/null 2>&1; then
	export PATH="/usr/local/go/bin:$PATH"
fi

test_goal=180 ci_goal=900
run_test=true run_ci=true
case "${1:-}" in
"") ;;
-test) run_ci=false ;;
-ci) run_test=false ;;
*)
	echo "usage: scripts/suite-time.sh [-test | -ci]" >&2
	exit 2
	;;
esac

SUITE_TIME_DIR=$(mktemp -d)
export SUITE_TIME_DIR
trap 'rm -rf "$SUITE_TIME_DIR"' EXIT

# cpu_now prints the CPU seconds, user and system, of the processes this
# shell has waited for so far. times must run in this shell, not in a
# subshell, which starts its own count.
cpu_now() { awk 'function seconds(t) { split(t, a, /[ms]/); return a[1] * 60 + a[2] } NR == 2 { printf "%.1f\n", seconds($1) + seconds($2) }' "$SUITE_TIME_DIR/times"; }

# verdict NAME WALL GOAL prints whether a run of NAME kept to its goal.
verdict() {
	if awk -v w="$2" -v g="$3" 'BEGIN { exit !(w <= g) }'; then
		echo "$1: within the goal of $3s"
	else
		echo "$1: OVER the goal of $3s"
		failed=true
	fi
}

failed=false
nproc=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?")
echo "$(go version), $nproc processors, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "unknown")"

if $run_test; then
	echo "--- go test -count=1 ./..."
	times >"$SUITE_TIME_DIR/times"
	cpu_start=$(cpu_now)
	start=$(date +%s.%N)
	status=0
	go test -count=1 -exec "bash '$script' --exec" ./... >"$SUITE_TIME_DIR/test.out" 2>&1 || status=$?
	end=$(date +%s.%N)
	times >"$SUITE_TIME_DIR/times"
	cpu=$(awk -v a="$cpu_start" -v b="$(cpu_now)" 'BEGIN { printf "%.1f", b - a }')
	wall=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }')
	grep -v '^ok ' "$SUITE_TIME_DIR/test.out" | grep -v 'no test files' || true
	printf '%8s %8s  %s\n' "wall s" "CPU s" "package (test binary and what it ran)"
	sort -k3 -g -r "$SUITE_TIME_DIR/packages" | awk -v root="$root/" '{ sub("^" root, "", $1); printf "%8.1f %8.1f  %s\n", $2, $3, $1 }'
	printf '%8.1f %8.1f  %s\n' "$wall" "$cpu" "all, with the builds of the test binaries"
	# What the CPU seconds say of an idle machine: the processors share
	# the work, and the longest package takes its own time at least.
	awk -v cpu="$cpu" -v n="$nproc" -v longest="$(sort -k3 -g -r "$SUITE_TIME_DIR/packages" | awk 'NR == 1 { print $3 }')" '
		BEGIN { if (n > 0) printf "idle %d-processor estimate: at least %.0fs wall\n", n, (cpu / n > longest ? cpu / n : longest) }'
	if [[ $status -ne 0 ]]; then
		echo "go test ./... failed: exit status $status"
		failed=true
	fi
	verdict "go test ./... (${wall}s)" "$wall" "$test_goal"
fi

if $run_ci; then
	echo "--- bash .ci/run"
	start=$(date +%s.%N)
	status=0
	bash .ci/run 2>&1 | tee "$SUITE_TIME_DIR/ci.out" || status=$?
	end=$(date +%s.%N)
	wall=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }')
	echo "--- .ci/run, step by step"
	grep -E '^    \(.*: [0-9]+s wall, [0-9.]+s CPU\)$|^ci: ' "$SUITE_TIME_DIR/ci.out" || true
	if [[ $status -ne 0 ]]; then
		echo ".ci/run failed: exit status $status"
		failed=true
	fi
	verdict ".ci/run (${wall}s)" "$wall" "$ci_goal"
fi

if $failed; then
	exit 1
fi
