package ignores

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// handleTailFile has ignores written wrong. An ignore without its rules or
// its reason silences nothing and is not judged unused; one that names an
// unknown rule is judged for the rules it names that are known.
func handleTailFile(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := request.RequireString("path")
	if err != nil {
		// want +1 `^//toolerr:ignore protocolerr gives no reason, so it silences nothing; say why after the rule list$`
		//toolerr:ignore protocolerr
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		// want +1 `^//toolerr:ignore names no rule and gives no reason, so it silences nothing; write //toolerr:ignore RULE\[,RULE\] reason$`
		//toolerr:ignore
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		// want +1 `^//toolerr:ignore names protocolerror, which is not a rule it can silence; did you mean protocolerr\? \(rules: protocolerr, nilresult, handlerpanic, closedcodes, repairfields, provenance, silenterror, errleak, rpccodes\)$`
		//toolerr:ignore protocolerror the gateway retries
		return nil, err
	}
	if info.Size() == 0 {
		// want +1 `^//toolerr:ignore names directives, which is not a rule it can silence \(rules: protocolerr, nilresult, handlerpanic, closedcodes, repairfields, provenance, silenterror, errleak, rpccodes\)$`
		//toolerr:ignore directives empty files are fine
		return nil, nil
	}
	if info.Size() > 1<<20 {
		// The known rule silences its finding; only the unknown one is reported.
		// want +1 `^//toolerr:ignore names bogus, which is not a rule it can silence \(rules:`
		//toolerr:ignore protocolerr,bogus large files are refused upstream
		return nil, os.ErrInvalid
	}
	if info.Mode().IsDir() {
		// want +1 `^//toolerr:ignore has an empty rule name in "protocolerr,"; separate rules with commas and no spaces, as RULE,RULE$`
		//toolerr:ignore protocolerr, nilresult directories are refused upstream
		return nil, os.ErrInvalid
	}
	return mcp.NewToolResultText(info.Name()), nil
}

// handleListFiles is reported by protocolerr and nilresult; those rules'
// findings are not the directives rule's.
func handleListFiles(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	entries, err := os.ReadDir(request.GetString("dir", "."))
	if err != nil {
		return nil, err
	}
	if len(entries) == 0 {
		return nil, nil
	}
	return mcp.NewToolResultText(entries[0].Name()), nil
}
