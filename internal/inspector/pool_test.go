package inspector

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strings"
	"testing"
)

func parseFiles(t *testing.T, srcs ...string) []*ast.File {
	t.Helper()
	fset := token.NewFileSet()
	var files []*ast.File
	for i, src := range srcs {
		f, err := parser.ParseFile(fset, string(rune('a'+i))+".go", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return files
}

// preorder lists the nodes of in's traversal, with their parents.
func preorder(in *Inspector) []ast.Node {
	var nodes []ast.Node
	for c := range in.Root().Preorder() {
		nodes = append(nodes, c.Node(), c.Parent().Node())
	}
	return nodes
}

const small = `package p; func f() { g() }`

var large = "package q\n" + strings.Repeat("func h() { x := []int{1, 2, 3}; _ = x[0] + len(x) }\n", 200)

func TestPoolInspectorsTraverseAsNew(t *testing.T) {
	var p Pool
	files := parseFiles(t, small, large)
	for _, set := range [][]*ast.File{files[:1], files[1:], files[:1], files} {
		want := preorder(New(set))
		in := p.New(set)
		if got := preorder(in); !slices.Equal(got, want) {
			t.Errorf("pool's inspector visits %d nodes, New's %d", len(got), len(want))
		}
		p.Free(in)
	}
}

func TestPoolLendsFreedList(t *testing.T) {
	var p Pool
	files := parseFiles(t, large, small)
	big := p.New(files[:1])
	list := &big.events[:1][0]
	p.Free(big)
	if big.events != nil {
		t.Fatal("a freed inspector keeps its events")
	}
	again := p.New(files[1:])
	if &again.events[:1][0] != list {
		t.Error("the next inspector was not built in the freed list")
	}
	if rest := again.events[len(again.events):cap(again.events)]; slices.ContainsFunc(rest, func(e event) bool { return e.node != nil }) {
		t.Error("the freed list still holds the syntax it was built over")
	}
}

func TestPoolKeepsLargestLists(t *testing.T) {
	var p Pool
	files := parseFiles(t, small, large)
	var ins []*Inspector
	for range maxFree {
		ins = append(ins, p.New(files[:1]))
	}
	in := p.New(files[1:])
	largest := cap(in.events)
	for _, in := range append(ins, in) {
		p.Free(in)
	}
	if len(p.free) != maxFree {
		t.Fatalf("the pool keeps %d lists, want %d", len(p.free), maxFree)
	}
	if !slices.ContainsFunc(p.free, func(l []event) bool { return cap(l) == largest }) {
		t.Fatalf("the largest list, of %d events, was dropped", largest)
	}
	if in := p.New(files[1:]); cap(in.events) != largest {
		t.Errorf("the large file was lent a list of %d events, not the largest, of %d", cap(in.events), largest)
	}
	if in := p.New(files[:1]); cap(in.events) >= largest {
		t.Errorf("the small file was lent a list of %d events, not one of the small", cap(in.events))
	}
}

func TestFreedInspectorPanics(t *testing.T) {
	var p Pool
	in := p.New(parseFiles(t, small))
	file, _ := in.Root().FirstChild()
	p.Free(in)
	defer func() {
		if recover() == nil {
			t.Error("a cursor of a freed inspector was usable")
		}
	}()
	_ = file.Node()
}

func TestPoolLetsLargeListsGo(t *testing.T) {
	var p Pool
	huge := "package r\n" + strings.Repeat("func h() { x := []int{1, 2, 3}; _ = x[0] + len(x) }\n", 3000)
	in := p.New(parseFiles(t, huge))
	if cap(in.events) <= maxKept {
		t.Fatalf("the test's package makes a list of %d events, no more than the %d kept", cap(in.events), maxKept)
	}
	p.Free(in)
	if len(p.free) != 0 {
		t.Errorf("the pool kept a list of %d events, over the %d it may keep", cap(p.free[0]), maxKept)
	}
}

// A list too small for a package stays in the pool: the package's
// inspector starts from a list of the capacity x/tools estimates, not from
// one it would outgrow by copies.
func TestPoolLendsNoListTooSmall(t *testing.T) {
	var p Pool
	files := parseFiles(t, small, large)
	smallList := p.New(files[:1])
	p.Free(smallList)
	big := p.New(files[1:])
	if len(p.free) != 1 {
		t.Fatalf("the pool holds %d lists, want the small one", len(p.free))
	}
	if &big.events[:1][0] == &p.free[0][:1][0] {
		t.Error("the large file was built in the small list")
	}
	if want := New(files[1:]); cap(big.events) != cap(want.events) {
		t.Errorf("the large file's list holds %d events, New's %d", cap(big.events), cap(want.events))
	}
}
