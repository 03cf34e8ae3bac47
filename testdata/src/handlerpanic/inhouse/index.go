package inhouse

import (
	"context"
	"strings"
)

var lookups = map[string]Command{
	"whois":         domainInfo,
	"whois_checked": domainInfoChecked,
}

func domainInfo(ctx context.Context, args map[string]any) (string, error) {
	domain, _ := args["domain"].(string)
	labels := strings.Split(domain, ".")
	return labels[1], nil // want `tool "whois" indexes strings.Split of argument "domain" at 1 without a length check`
}

func domainInfoChecked(ctx context.Context, args map[string]any) (string, error) {
	domain, _ := args["domain"].(string)
	labels := strings.Split(domain, ".")
	if len(labels) < 2 {
		return "", nil
	}
	return labels[1], nil // Not reported: checked above.
}
