package accessors

import (
	"strings"

	"example.com/clusterkit/api"
)

// IndexTools read argument text off the request and cut it.
func IndexTools() []api.ServerTool {
	return []api.ServerTool{
		{Name: "pods_exec", Handler: podsExec},
		{Name: "pods_exec_checked", Handler: podsExecChecked},
	}
}

func podsExec(params api.ToolHandlerParams) (*api.ToolCallResult, error) {
	target, _ := params.GetArguments()["target"].(string)
	container := strings.SplitN(target, "/", 2)[1] // want `tool "pods_exec" indexes strings.SplitN of argument "target" at 1 without a length check`
	return api.NewToolCallResult(container, nil), nil
}

func podsExecChecked(params api.ToolHandlerParams) (*api.ToolCallResult, error) {
	target, _ := params.GetArguments()["target"].(string)
	pod, container, found := strings.Cut(target, "/")
	if !found {
		return api.NewToolCallResult("", nil), nil
	}
	return api.NewToolCallResult(pod+container+strings.SplitN(target, "/", 2)[0], nil), nil // Not reported: SplitN returns at least the text.
}
