package handlers

import "sort"

// sortHandlers puts handlers in source order, so that results and messages
// do not depend on map iteration.
func sortHandlers(hs []*Handler) {
	sort.SliceStable(hs, func(i, j int) bool {
		return hs[i].Func.Node().Pos() < hs[j].Func.Node().Pos()
	})
}
