#!/usr/bin/env bash
# Checks that the SARIF toolerrlint writes is valid SARIF 2.1.0, with two
# validators from the npm registry:
#   - Ajv, a JSON Schema validator, against the SARIF 2.1.0 JSON schema
#     that the SARIF Multitool package ships (Microsoft's copy of the OASIS
#     schema, the one schemastore.org serves). This is the schema check: the
#     Multitool's own schema pass looks at the first levels of a log only,
#     and skips logs whose $schema is the OASIS address.
#   - the SARIF Multitool's `validate`, for the rules of the SARIF
#     specification that a schema cannot express (consistent regions, base
#     URIs ending in a slash, ...). Its errors fail the check; its warnings
#     are shown.
# It validates the logs of a run with findings and fixes (examples/), of a
# clean run and of a failed run, and fails loudly when either validator
# rejects one. Each validator must first reject a log known to be invalid,
# for the reasons expected, so that a validator that accepts everything
# cannot pass the check.
#
# The validators are installed once into a cache directory:
# $TOOLERRLINT_SARIF_TOOLS, or ~/.cache/toolerrlint/sarif-tools, beside the
# result cache, whose `toolerrlint cache clean` leaves them there.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v go >/dev/null 2>&1; then
	export PATH="/usr/local/go/bin:$PATH"
fi

ajv_cli="ajv-cli@5.0.0"
ajv_formats="ajv-formats@3.0.1"
multitool="@microsoft/sarif-multitool@5.7.0"

fail() {
	echo "check-sarif: FAIL: $*" >&2
	exit 1
}

if ! command -v npm >/dev/null 2>&1; then
	bash scripts/apt-install.sh nodejs npm
fi

tools="${TOOLERRLINT_SARIF_TOOLS:-${XDG_CACHE_HOME:-$HOME/.cache}/toolerrlint/sarif-tools}"
stamp="$tools/installed"
wanted="$ajv_cli $ajv_formats $multitool"
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$wanted" ]]; then
	echo "--- installing $wanted into $tools"
	mkdir -p "$tools"
	# Only the pinned packages and what they depend on; no lifecycle
	# scripts are needed (the Multitool binary ships executable).
	npm install --prefix "$tools" --no-audit --no-fund --ignore-scripts --loglevel=error \
		"$ajv_cli" "$ajv_formats" "$multitool" >/dev/null
	echo "$wanted" >"$stamp"
fi
ajv="$tools/node_modules/.bin/ajv"
# The Multitool package picks a platform package for its .NET binary, which
# also ships the schema.
platform_dir=$(cd "$tools" && node -p "require('path').dirname(require.resolve('@microsoft/sarif-multitool-' + process.platform + '/package.json'))")
schema="$platform_dir/sarif-2.1.0.json"
sarif_multitool=$(cd "$tools" && node -p "require('@microsoft/sarif-multitool')")
[[ -f "$schema" ]] || fail "the Multitool package ships no schema at $schema"
[[ -x "$sarif_multitool" ]] || chmod u+x "$sarif_multitool"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "--- building toolerrlint"
go build -o "$work/toolerrlint" ./cmd/toolerrlint

# sarif_of MODULE NAME WANT_STATUS writes the SARIF log of a run on MODULE
# to $work/NAME.sarif.json and checks the run's exit status.
sarif_of() {
	local module=$1 name=$2 want=$3 status=0
	GOWORK=off "$work/toolerrlint" -C "$module" -format sarif -o "$work/$name.sarif.json" 2>"$work/$name.stderr" || status=$?
	if [[ $status -ne $want ]]; then
		cat "$work/$name.stderr" >&2
		fail "toolerrlint -format sarif on $module exited $status, want $want"
	fi
}
sarif_of examples examples 1
sarif_of internal/driver/testdata/clean clean 0
sarif_of internal/driver/testdata/broken broken 2
node -e '
	const log = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
	const results = log.runs[0].results;
	if (!results.length) { console.error("no results in the examples log"); process.exit(1); }
	if (!results.some(r => r.fixes && r.fixes.length)) { console.error("no fixes in the examples log"); process.exit(1); }
' "$work/examples.sarif.json" || fail "the examples log does not exercise results and fixes"
logs=(examples clean broken)

# Invalid logs for the negative controls, made from the examples log: one
# that breaks the schema (no version, a result level it does not allow),
# one that breaks rules of the specification (a base URI without its
# trailing slash, a region that ends before it starts).
node -e '
	const fs = require("fs");
	const read = () => JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
	const schema = read();
	delete schema.version;
	schema.runs[0].results[0].level = "fatal";
	fs.writeFileSync(process.argv[2], JSON.stringify(schema, null, 2));
	const spec = read();
	const base = spec.runs[0].originalUriBaseIds["%SRCROOT%"];
	base.uri = base.uri.replace(/[/]$/, "");
	spec.runs[0].results[0].locations[0].physicalLocation.region.endLine = 1;
	fs.writeFileSync(process.argv[3], JSON.stringify(spec, null, 2));
' "$work/examples.sarif.json" "$work/invalid.sarif.json" "$work/inconsistent.sarif.json"

# ajv_validate NAME validates $work/NAME.sarif.json against the schema.
ajv_validate() {
	"$ajv" validate --spec=draft2020 --strict=false -c ajv-formats --all-errors --errors=text \
		-s "$schema" -d "$work/$1.sarif.json"
}

echo "--- Ajv against the SARIF 2.1.0 schema"
if ajv_validate invalid >"$work/ajv-invalid.out" 2>&1 ||
	! grep -q "must have required property 'version'" "$work/ajv-invalid.out" ||
	! grep -q "level must be equal to one of the allowed values" "$work/ajv-invalid.out"; then
	cat "$work/ajv-invalid.out" >&2
	fail "Ajv did not reject a log without a version and with level \"fatal\" for those reasons"
fi
for name in "${logs[@]}"; do
	if ! ajv_validate "$name"; then
		fail "the $name log does not match the SARIF 2.1.0 schema"
	fi
done

# multitool_validate NAME runs the Multitool on $work/NAME.sarif.json and
# prints its findings; it fails when any is an error. The Multitool exits
# 0 whatever it finds, so its own SARIF output is read instead.
multitool_validate() {
	local name=$1
	(cd "$work" && "$sarif_multitool" validate --log ForceOverwrite \
		--output "$name.validation.sarif" "$name.sarif.json") >"$work/$name.multitool.out" 2>&1 ||
		{
			cat "$work/$name.multitool.out" >&2
			fail "the SARIF Multitool could not validate the $name log"
		}
	node -e '
		const log = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
		const run = log.runs[0];
		const rules = (run.tool.driver.rules || []);
		let errors = 0;
		for (const r of run.results || []) {
			const rule = rules[r.ruleIndex] || {};
			const template = ((rule.messageStrings || {})[r.message.id] || {}).text || r.message.text || "";
			const text = template.replace(/\{(\d+)\}/g, (_, i) => (r.message.arguments || [])[i]);
			console.log(`${process.argv[2]}: ${r.level || "warning"} ${r.ruleId}: ${text}`);
			if (r.level === "error") errors++;
		}
		process.exit(errors ? 1 : 0);
	' "$work/$name.validation.sarif" "$name.sarif.json"
}

echo "--- SARIF Multitool validate"
if multitool_validate inconsistent >"$work/multitool-invalid.out" 2>&1 ||
	! grep -q "^inconsistent.sarif.json: error SARIF1004: " "$work/multitool-invalid.out" ||
	! grep -q "^inconsistent.sarif.json: error SARIF1007: " "$work/multitool-invalid.out"; then
	cat "$work/multitool-invalid.out" >&2
	fail "the SARIF Multitool did not reject a log with a base URI without its slash and a region ending before its start"
fi
for name in "${logs[@]}"; do
	if ! multitool_validate "$name"; then
		fail "the SARIF Multitool rejects the $name log"
	fi
done

echo "check-sarif: the SARIF logs of ${#logs[@]} runs are valid SARIF 2.1.0"
