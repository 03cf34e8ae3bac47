package report

import "testing"

func TestUTF16Conversions(t *testing.T) {
	// line 1: BOM(3) a b \n ; line 2 starts at 6: é(2) 😀(4) x \n
	src := newSource([]byte("\uFEFFab\né😀x\n"))
	for _, tc := range []struct {
		line, col, want int
		ok              bool
	}{
		{1, 4, 1, true},  // after the BOM: the first character
		{1, 5, 2, true},  // b
		{2, 1, 1, true},  // é
		{2, 3, 2, true},  // 😀, after é (two bytes, one unit)
		{2, 7, 4, true},  // x, after 😀 (four bytes, two units)
		{2, 9, 6, true},  // past the newline
		{3, 1, 1, true},  // the empty line after the last newline
		{4, 1, 0, false}, // no such line
		{2, 10, 0, false},
		{0, 1, 0, false},
	} {
		got, ok := src.UTF16Column(tc.line, tc.col)
		if got != tc.want || ok != tc.ok {
			t.Errorf("UTF16Column(%d, %d) = %d, %v; want %d, %v", tc.line, tc.col, got, ok, tc.want, tc.ok)
		}
	}
	for _, tc := range []struct {
		offset, want int
		ok           bool
	}{
		{0, 0, true}, {3, 0, true}, {4, 1, true}, {6, 3, true}, {8, 4, true}, {12, 6, true}, {14, 8, true},
		{15, 0, false}, {-1, 0, false},
	} {
		got, ok := src.UTF16Offset(tc.offset)
		if got != tc.want || ok != tc.ok {
			t.Errorf("UTF16Offset(%d) = %d, %v; want %d, %v", tc.offset, got, ok, tc.want, tc.ok)
		}
	}
}
