package wire

import "fmt"

// The facts below carry what lies between handlers and the wire from the
// package that builds it to the packages that import it. They are part of
// the go vet and golangci-lint fact caches: keep them gob-stable.

// LayerFact marks a function that is a middleware or an adapter (it takes
// a handler and returns one that wraps it), or that returns one (a
// middleware builder): Layer is what it puts around what it wraps.
type LayerFact struct {
	Layer Layer
}

// FactoryFact marks a function that builds servers and returns them, or a
// struct holding one, to its caller, which serves them: Chains are their
// middleware so far.
type FactoryFact struct {
	Chains []Chain
}

// RecoverFact marks a function that calls recover() itself: deferred, it
// stops a panic.
type RecoverFact struct{}

// HandlerFact marks a function or method that is a handler, or that
// returns handlers (a factory, a middleware): IDs are the handlers'.
type HandlerFact struct {
	IDs []string
}

// ReachFact marks a function, a method or a type whose use reaches
// closures that a function declares and returns (a middleware's, a
// handler factory's): the function returning them, or, for a method, its
// receiver's type and the functions returning one (see reach.go). IDs are
// the handlers'.
type ReachFact struct {
	IDs []string
}

// Summary is what another package needs to know of a handler to judge it.
type Summary struct {
	ID   string
	Name string // as messages name it without a tool: "handleGet", "in makeHandler"
	Tool string // the tool's name, where a registration in its package states it
	// Profile and Shape name the framework and the handler's shape.
	Profile, Shape string
	// Stamped: registered through a declared provenance middleware.
	Stamped bool
	// Wrappers are the layers each registration in its package applies.
	Wrappers [][]Layer
	// Returned: the handler is a closure that a function of its package
	// declares and returns (a middleware's, a handler factory's); Exported:
	// another package may use that function, or, for a method, its
	// receiver's type or a constructor of it.
	Returned, Exported bool
	// Home and HomeModule name the handler's package and module where the
	// summary is carried by another package (see Package.Handlers); ""
	// in the handler's own package's fact.
	Home, HomeModule string
}

// Package is what a package and its dependencies build of the wire.
type Package struct {
	// Module is the path of the package's module, "" where the driver
	// does not say: a package judges the handlers of its own module only.
	Module string
	// Factories: the package exports server factories, which its
	// importers may call to build a server without importing a framework.
	Factories bool
	// Handlers are the package's handlers judged elsewhere, by the
	// packages that serve them, and those of other packages it carries
	// up: the handlers of its direct imports that it registers, or that
	// they carry, and that it does not judge. go vet hands a package the
	// facts of only the dependencies its imports' export data names, and
	// a package that registers another's handlers rarely names it in its
	// API: carried, they reach the package that serves them. A summary
	// carried on unchanged is shared with the fact it came from: neither
	// changes once exported.
	Handlers []*Summary
	// Chains are the servers the package builds.
	Chains []Chain
	// Orphans are middleware installed on a server the package did not
	// build (one handed to it): they apply to every server of their
	// profile.
	Orphans []Orphan
	// Registrations are the package's registrations of handlers declared
	// in other packages.
	Registrations []Registration
	// NilFuncValues and FailingFuncValues name, as "path.Type", the
	// function types returning an error of which the package builds values:
	// values that all return a nil error, and values of which some may not.
	NilFuncValues, FailingFuncValues []string
	// Judged lists, as "path profile", the handler packages whose handlers
	// of that profile this package or one of its dependencies judged: the
	// packages above do not judge them again.
	Judged []string
	// Reached lists, sorted, the handlers of the package's module that the
	// package and those it imports reach by using a ReachFact's object.
	Reached []string
	// Marks: the package marks some of its objects with a ReachFact.
	Marks bool
}

// Orphan is middleware installed on a server handed to the package.
type Orphan struct {
	Profile string
	Layers  []Layer
}

// Registration is one registration of a handler another package declares.
type Registration struct {
	ID   string
	Tool string
	// Wrappers are the layers applied at registration, outermost first.
	Wrappers []Layer
}

func (*LayerFact) AFact()   {}
func (*HandlerFact) AFact() {}
func (*RecoverFact) AFact() {}
func (*FactoryFact) AFact() {}
func (*ReachFact) AFact()   {}

func (f *FactoryFact) String() string { return fmt.Sprintf("factory(%d)", len(f.Chains)) }

func (*RecoverFact) String() string { return "recovers" }
func (f *ReachFact) String() string { return fmt.Sprintf("reaches%v", f.IDs) }
func (*Package) AFact()             {}

func (f *HandlerFact) String() string { return fmt.Sprintf("handlers%v", f.IDs) }
func (f *LayerFact) String() string   { return "layer(" + f.Layer.String() + ")" }
func (p *Package) String() string {
	return fmt.Sprintf("wire(handlers=%d, chains=%d, orphans=%d, registrations=%d, judged=%v)", len(p.Handlers), len(p.Chains), len(p.Orphans), len(p.Registrations), p.Judged)
}
