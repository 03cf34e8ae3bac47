package declarations

import (
	"fmt"
	"go/types"
	"strings"
)

// nameList is a flag holding comma-separated declaration names:
// PKG.Type, PKG.Func or PKG.Type.Method, PKG a full import path.
type nameList struct {
	names map[string]bool
}

func (l *nameList) String() string {
	if l == nil {
		return ""
	}
	var out []string
	for n := range l.names {
		out = append(out, n)
	}
	return strings.Join(out, ",")
}

func (l *nameList) Set(s string) error {
	l.names = make(map[string]bool)
	for _, n := range strings.Split(s, ",") {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		if _, _, ok := splitName(n); !ok {
			return fmt.Errorf("%q is not of the form PKG.Name or PKG.Type.Method", n)
		}
		l.names[n] = true
	}
	return nil
}

// splitName splits "example.com/errs.Code" into its package path and the
// dotted name within it.
func splitName(n string) (path, name string, ok bool) {
	slash := strings.LastIndex(n, "/")
	dot := strings.Index(n[slash+1:], ".")
	if dot < 0 {
		return "", "", false
	}
	dot += slash + 1
	path, name = n[:dot], n[dot+1:]
	return path, name, path != "" && name != ""
}

// has reports whether the list names obj.
func (l *nameList) has(obj types.Object) bool {
	if l == nil || len(l.names) == 0 || obj == nil || obj.Pkg() == nil {
		return false
	}
	return l.names[qualifiedName(obj)]
}

// qualifiedName is the flag spelling of obj: PKG.Name, or PKG.Type.Method.
func qualifiedName(obj types.Object) string {
	name := obj.Name()
	if fn, ok := obj.(*types.Func); ok {
		if recv := fn.Signature().Recv(); recv != nil {
			t := types.Unalias(recv.Type())
			if p, ok := t.(*types.Pointer); ok {
				t = types.Unalias(p.Elem())
			}
			if named, ok := t.(*types.Named); ok {
				name = named.Obj().Name() + "." + name
			}
		}
	}
	return obj.Pkg().Path() + "." + name
}

// sourceList is a flag holding comma-separated names of packages as well
// as of their functions and types: PKG, PKG.Func, PKG.Type or
// PKG.Type.Method. A name is a package when some object's package has
// that path, so "gopkg.in/yaml.v3" is read as the package it names.
type sourceList struct {
	nameList
}

func (l *sourceList) Set(s string) error {
	l.names = make(map[string]bool)
	for _, n := range strings.Split(s, ",") {
		if n = strings.TrimSpace(n); n != "" {
			l.names[n] = true
		}
	}
	return nil
}

// hasPackage reports whether the list names pkg as a whole.
func (l *sourceList) hasPackage(pkg *types.Package) bool {
	return l != nil && pkg != nil && l.names[pkg.Path()]
}

// requirements is the -require flag, set on the Config it points into:
// which declarations a package that registers tool handlers must see.
type requirements Config

func (r *requirements) String() string {
	if r == nil {
		return ""
	}
	var out []string
	if r.RequireCodes {
		out = append(out, "codes")
	}
	if r.RequireProvenance {
		out = append(out, "provenance")
	}
	return strings.Join(out, ",")
}

func (r *requirements) Set(s string) error {
	r.RequireCodes, r.RequireProvenance = false, false
	for _, n := range strings.Split(s, ",") {
		switch strings.TrimSpace(n) {
		case "":
		case "codes":
			r.RequireCodes = true
		case "provenance":
			r.RequireProvenance = true
		default:
			return fmt.Errorf("-require takes codes and provenance, not %q", n)
		}
	}
	return nil
}

// nameValues is a flag holding comma-separated declarations with values:
// PKG.Name=VALUE+VALUE, the twin of a directive that takes a list
// (-requires=example.com/errs.InvalidInput=Field+Allowed).
type nameValues struct {
	values map[string][]string
}

func (l *nameValues) String() string {
	if l == nil {
		return ""
	}
	var out []string
	for n, vs := range l.values {
		out = append(out, n+"="+strings.Join(vs, "+"))
	}
	return strings.Join(out, ",")
}

func (l *nameValues) Set(s string) error {
	l.values = make(map[string][]string)
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		n, vs, ok := strings.Cut(item, "=")
		if _, _, named := splitName(n); !ok || !named || strings.TrimSpace(vs) == "" {
			return fmt.Errorf("%q is not of the form PKG.Name=VALUE[+VALUE]", item)
		}
		for _, v := range strings.Split(vs, "+") {
			if v = strings.TrimSpace(v); v != "" {
				l.values[n] = append(l.values[n], v)
			}
		}
	}
	return nil
}

// of returns the values the flag gives obj, and whether it names obj.
func (l *nameValues) of(obj types.Object) ([]string, bool) {
	if l == nil || len(l.values) == 0 || obj == nil || obj.Pkg() == nil {
		return nil, false
	}
	vs, ok := l.values[qualifiedName(obj)]
	return vs, ok
}
