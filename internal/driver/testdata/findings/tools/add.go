package tools

import (
	"context"
	"errors"
	"strconv"
)

func add(ctx context.Context, args map[string]any) (string, error) {
	a := args["a"].(float64) // expect handlerpanic
	b, ok := args["b"].(float64)
	if !ok {
		return "", errors.New("b must be a number") // expect protocolerr
	}
	return strconv.FormatFloat(a+b, 'g', -1, 64), nil
}
