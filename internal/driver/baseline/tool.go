package baseline

import (
	"strconv"
	"strings"
)

// toolOf is the tool a finding's message names, as the rules start their
// messages about a handler: `tool "NAME"` gives NAME, and `handler NAME`
// (a handler whose tool name is not known, or that serves several tools,
// listed after it; NAME is F, T.M, "in F" or "literal") gives
// "handler NAME". A message that names neither gives "".
func toolOf(message string) string {
	if rest, ok := strings.CutPrefix(message, "tool "); ok {
		quoted, err := strconv.QuotedPrefix(rest)
		if err != nil {
			return ""
		}
		name, err := strconv.Unquote(quoted)
		if err != nil {
			return ""
		}
		return name
	}
	if rest, ok := strings.CutPrefix(message, "handler "); ok {
		prefix := "handler "
		if inner, ok := strings.CutPrefix(rest, "in "); ok {
			prefix, rest = "handler in ", inner
		}
		if name, _, _ := strings.Cut(rest, " "); name != "" {
			return prefix + name
		}
	}
	return ""
}
