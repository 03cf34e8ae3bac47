// Package wire finds what lies between each tool handler and the client,
// which decides what a returned error or a panic becomes: the servers the
// program builds, the middleware installed on them, the wrappers applied
// at registration and the recovery in any of those.
//
// These parts are often written in other packages than the handlers:
// handlers in one package, the server and its middleware in a package
// that imports it. Facts flow from a package to its importers, so a
// handler is judged where its server can be seen: by its own package when
// that package sees a server of its framework built (in itself or in a
// dependency), and otherwise by the first package above it that does. A
// handler no analyzed package serves is judged by its own framework: by
// the package that leaves it above, in every driver, where the module on
// disk says no package above will serve it (unserved.go), and otherwise by
// the drivers that can tell (see docs/design.md).
//
// It reports nothing; the rules read its result.
package wire

import (
	"go/ast"
	"go/types"
	"reflect"
	"slices"
	"sort"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/syntax"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// Analyzer finds the wire of the handlers a package judges.
var Analyzer = &analysis.Analyzer{
	Name:       "toolerrwire",
	Doc:        "find what lies between tool handlers and the client: servers, middleware, recovery",
	Run:        run,
	Requires:   []*analysis.Analyzer{handlers.Analyzer, declarations.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(LayerFact), new(HandlerFact), new(RecoverFact), new(FactoryFact), new(ReachFact), new(Package)},
}

// Judgement is how a handler is judged: what lies between it and the
// client, and how messages name it.
type Judgement struct {
	Wire
	Subject string
	// Home, for a handler judged elsewhere, is the key under which the
	// packages that serve it record judging its package (Package.Judged).
	Home string
	// Tools are the names of the tools the handler serves, as the
	// registrations the judging package sees state them, sorted.
	Tools []string
}

// Home is a package whose handlers this package judges.
type Home struct {
	Pkg *types.Package
	// IDs are the handlers judged, sorted (Result.Homes), or carried, in
	// the order of the import's summaries (Result.Carried).
	IDs []string
	// All, in Result.Carried, tells that the package carries every
	// summary of the import's fact: every handler the import judges
	// elsewhere, its own and those it carries, some of which IDs may
	// leave to an import before it that holds them too.
	All bool
}

// Result tells which handlers a package judges, and how.
type Result struct {
	judged map[string]*Judgement
	own    map[string]*Judgement
	// values tells, for function types returning an error, whether every
	// value of them the package and its dependencies build returns nil.
	values map[string]bool
	// Homes are the imported packages whose handlers are judged here, by
	// path: a handler's own package, or the package that carries its
	// summary (Package.Handlers) where its own is not visible.
	Homes []Home
	// Carried are the direct imports whose handlers' summaries this
	// package's fact carries, with the handlers carried: the rules carry
	// their candidates along, into a table, in whatever order.
	Carried []Home

	c *classifier
}

// Recovery tells what a function of the package, a handler say, makes of a
// panic in its own body: a deferred recover() and what it sets.
func (r *Result) Recovery(fn inspector.Cursor) Recovery {
	if r.c == nil {
		return NoRecovery
	}
	return r.c.recovery(fn)
}

// Judged returns the judgement of a handler this package judges: one of
// its own, or of an imported package in Homes.
func (r *Result) Judged(id string) (*Judgement, bool) {
	j, ok := r.judged[id]
	return j, ok
}

// NilOnly reports whether every value of the named function type (as
// "path.Type") that the package and its dependencies build returns a nil
// error: a call through one cannot fail.
func (r *Result) NilOnly(funcType string) bool {
	return funcType != "" && r.values[funcType]
}

// Deferred reports whether a handler of this package is judged by the
// packages that serve it, and returns how its own framework would judge
// it where none of them is analyzed.
func (r *Result) Deferred(id string) (*Judgement, bool) {
	j, ok := r.own[id]
	return j, ok
}

// DeferredIDs lists the handlers of this package judged elsewhere.
func (r *Result) DeferredIDs() []string {
	var out []string
	for id := range r.own {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// JudgedIDs lists the handlers judged here.
func (r *Result) JudgedIDs() []string {
	var out []string
	for id := range r.judged {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

func run(pass *analysis.Pass) (any, error) {
	decls := pass.ResultOf[declarations.Analyzer].(*declarations.Result)
	hs := pass.ResultOf[handlers.Analyzer].(*handlers.Result)
	res := &Result{judged: make(map[string]*Judgement), own: make(map[string]*Judgement), values: make(map[string]bool)}
	w := &wiring{pass: pass, hs: hs, res: res, registrations: make(map[string][]Registration)}

	below := w.judgedBelow()
	var fact Package
	if len(hs.Handlers) > 0 || len(hs.Imported) > 0 || mayServe(pass) {
		c := &classifier{pass: pass, info: pass.TypesInfo, decls: decls, hs: hs, layers: make(map[ast.Node]*Layer),
			factories: make(map[*types.Func][]Chain), importedFactories: make(map[*types.Func][]Chain)}
		c.indexSyntax()
		w.c, res.c = c, c
		fact.Chains, fact.Orphans = c.servers()
		w.factoryServers = c.convertingFactoryChains()
		values := c.funcValues()
		fact.NilFuncValues, fact.FailingFuncValues = funcTypesWhere(values, true), funcTypesWhere(values, false)
		fact.Registrations = w.importedRegistrations()
		w.exportLayers()
		fact.Factories = w.exportFactories()
		c.releaseSyntax()
	}
	w.gather(&fact, decls.Config.TestHandlers)
	w.reach = w.reachables()
	w.exportReach(w.reach)
	fact.Marks = len(w.reach.ids) > 0
	fact.Reached = w.reached(w.reach)
	judgedHere := w.judge(below, &fact)
	w.exportHandlers(&fact)
	w.carry(&fact)
	w.judgeUnserved(&fact, below, judgedHere)
	fact.Judged = sortedKeys(below, judgedHere)
	fact.Module = moduleOf(pass)
	if len(fact.Handlers) > 0 || len(fact.Chains) > 0 || len(fact.Orphans) > 0 || len(fact.Registrations) > 0 || len(fact.Judged) > 0 || fact.Factories ||
		len(fact.NilFuncValues) > 0 || len(fact.FailingFuncValues) > 0 || len(fact.Reached) > 0 || fact.Marks {
		pass.ExportPackageFact(&fact)
	}
	return res, nil
}

// moduleOf is the path of the pass's module, "" where the driver does not
// say.
func moduleOf(pass *analysis.Pass) string {
	if pass.Module == nil {
		return ""
	}
	return pass.Module.Path
}

// mayServe reports whether a package can build a server or install
// middleware: it imports a framework, or a package of the program that
// builds servers or takes part in the wire.
func mayServe(pass *analysis.Pass) bool {
	var f Package // each import's fact read over the last's
	for _, imp := range pass.Pkg.Imports() {
		if profiles.Framework(imp.Path()) {
			return true
		}
		if pass.ImportPackageFact(imp, &f) && (f.Factories || len(f.Handlers) > 0 || len(f.Judged) > 0) {
			return true
		}
	}
	return false
}

// judgedKey is how Package.Judged names the handlers of one package and
// profile.
func judgedKey(pkgPath, profile string) string { return pkgPath + " " + profile }

// wiring holds the state of one package's run.
type wiring struct {
	pass *analysis.Pass
	hs   *handlers.Result
	res  *Result
	c    *classifier // nil in a package that cannot serve or register

	chains  []Chain
	orphans []Orphan
	// factoryServers are the servers the package's exported factories
	// build, when they convert (see convertingFactoryChains): their
	// callers serve them, but the handlers registered on them are
	// registered here, behind the middleware installed here.
	factoryServers []Chain
	registrations  map[string][]Registration // of every handler ID visible
	summaries      []importedSummary         // handlers of dependencies judged elsewhere
	deps           []analysis.PackageFact    // the dependencies' facts, by path (gather)
	// reach holds what uses of the package's objects reach (reach.go).
	reach *reachSet
}

type importedSummary struct {
	pkg      *types.Package // whose fact holds the summary
	home     string         // the handler's package path
	module   string
	*Summary // shared with the fact it came from: read only
}

// judgedBelow returns the "path profile" keys of the handler packages
// that the direct imports, or their dependencies, judged.
func (w *wiring) judgedBelow() map[string]bool {
	below := make(map[string]bool)
	var f Package // each import's fact read over the last's
	for _, imp := range w.pass.Pkg.Imports() {
		if w.pass.ImportPackageFact(imp, &f) {
			for _, k := range f.Judged {
				below[k] = true
			}
		}
	}
	return below
}

// gather collects what the package and its dependencies build and
// register. Unless test handlers are reported, a dependency that only the
// package's _test.go files import is the tests' wiring: what it builds,
// installs or registers (a test harness that installs middleware on the
// server handed to it) changes nothing of what is reported.
func (w *wiring) gather(own *Package, testHandlers bool) {
	var wired map[string]bool
	if !testHandlers {
		wired = w.nonTestDeps()
	}
	w.chains = append(w.chains, own.Chains...)
	w.chains = append(w.chains, w.factoryServers...)
	w.orphans = append(w.orphans, own.Orphans...)
	w.noteValues(own)
	for _, r := range own.Registrations {
		w.registrations[r.ID] = append(w.registrations[r.ID], r)
	}
	facts := w.pass.AllPackageFacts()
	sort.Slice(facts, func(i, j int) bool { return facts[i].Package.Path() < facts[j].Package.Path() })
	deps := facts[:0]
	for _, f := range facts {
		p, ok := f.Fact.(*Package)
		if !ok || f.Package == w.pass.Pkg || wired != nil && !wired[f.Package.Path()] {
			continue
		}
		deps = append(deps, f)
		w.chains = append(w.chains, p.Chains...)
		w.orphans = append(w.orphans, p.Orphans...)
		w.noteValues(p)
		for _, r := range p.Registrations {
			w.registrations[r.ID] = append(w.registrations[r.ID], r)
		}
	}
	w.deps = deps
	// Only the handlers of a profile whose servers the package sees can
	// be judged here (see judge): a package low in a large program sees
	// many handlers and few servers.
	served := make(map[string]bool)
	for _, ch := range w.chains {
		served[ch.Profile] = true
	}
	if len(served) == 0 {
		return // no summary is judged here
	}
	w.summaries = w.summariesOf(func(profile string) bool { return served[profile] })
}

// summariesOf lists the summaries of the handlers of the frameworks
// wanted that the dependencies' facts hold. A summary may come from its
// handler's package and from packages that carry it: one of each handler
// is listed, from its own package where it is visible.
func (w *wiring) summariesOf(wanted func(profile string) bool) []importedSummary {
	var out []importedSummary
	byID := make(map[string]int)
	for _, f := range w.deps {
		p := f.Fact.(*Package)
		for _, s := range p.Handlers {
			if !wanted(s.Profile) {
				continue
			}
			i, seen := byID[s.ID]
			if seen && (out[i].Home == "" || s.Home != "") {
				continue
			}
			is := importedSummary{pkg: f.Package, home: f.Package.Path(), module: p.Module, Summary: s}
			if s.Home != "" {
				is.home, is.module = s.Home, s.HomeModule
			}
			if seen {
				out[i] = is
				continue
			}
			byID[s.ID] = len(out)
			out = append(out, is)
		}
	}
	return out
}

// nonTestDeps returns the paths of the packages that the package's files
// other than _test.go files import, directly or not; nil when it has no
// test file, so that every dependency counts.
func (w *wiring) nonTestDeps() map[string]bool {
	byPath := make(map[string]*types.Package)
	for _, imp := range w.pass.Pkg.Imports() {
		byPath[imp.Path()] = imp
	}
	hasTest := false
	var roots []*types.Package
	for _, f := range w.pass.Files {
		if syntax.InTestFile(w.pass.Fset, f.Pos()) {
			hasTest = true
			continue
		}
		for _, spec := range f.Imports {
			path, err := strconv.Unquote(spec.Path.Value)
			if err == nil && byPath[path] != nil {
				roots = append(roots, byPath[path])
			}
		}
	}
	if !hasTest {
		return nil
	}
	deps := make(map[string]bool)
	for len(roots) > 0 {
		p := roots[len(roots)-1]
		roots = roots[:len(roots)-1]
		if deps[p.Path()] {
			continue
		}
		deps[p.Path()] = true
		roots = append(roots, p.Imports()...)
	}
	return deps
}

// noteValues adds what p says of function values to the result.
func (w *wiring) noteValues(p *Package) {
	for _, name := range p.NilFuncValues {
		if _, seen := w.res.values[name]; !seen {
			w.res.values[name] = true
		}
	}
	for _, name := range p.FailingFuncValues {
		w.res.values[name] = false
	}
}

// chainsFor lists the servers of a profile the package sees, each with the
// middleware installed on servers handed around added.
func (w *wiring) chainsFor(p *profiles.Profile) []Chain {
	var orphans []Layer
	for _, o := range w.orphans {
		if o.Profile == p.Name {
			orphans = append(orphans, o.Layers...)
		}
	}
	var out []Chain
	for _, ch := range w.chains {
		if ch.Profile != p.Name {
			continue
		}
		if p.InstallsWrap {
			ch.Layers = append(slices.Clone(orphans), ch.Layers...)
		} else {
			ch.Layers = append(slices.Clone(ch.Layers), orphans...)
		}
		out = append(out, ch)
	}
	return out
}

// judge decides which handlers the package judges, judges them, and
// returns the "path profile" keys of the handler packages judged here.
func (w *wiring) judge(below map[string]bool, fact *Package) map[string]bool {
	here := make(map[string]bool)
	served := make(map[string][]Chain) // by profile name
	for _, p := range profiles.Builtin {
		if chains := w.chainsFor(p); len(chains) > 0 {
			served[p.Name] = chains
		}
	}
	wrapping := make(layerTools)
	uses := make(map[string]bool, len(fact.Reached))
	for _, id := range fact.Reached {
		uses[id] = true
	}
	for _, h := range w.hs.Handlers {
		wrappers := w.localWrappers(h)
		shape := shapeOf(h.Shape.Shape)
		if !h.Shape.IsSDK() || h.Shape.Profile.Server == (profiles.TypeRef{}) {
			// In-house frameworks, and those whose profile names no server
			// (foxy-contexts wires tools in its dependency-injection
			// container), have no server to see: judged at home.
			j := judge(h.ID, shape, nil, wrappers, h.Stamped, false)
			tools := w.toolNames(h.ID, ownTools(h)...)
			w.res.judged[h.ID] = &Judgement{Wire: j, Subject: w.subject(h.ToolName, h.ID, h.Name, tools), Tools: tools}
			continue
		}
		name := h.Shape.Profile.Name
		if chains, ok := served[name]; ok {
			exported, returned := w.reach.closures[h.ID]
			r := w.reachOf(h.ID, returned, exported, uses)
			if r == unreached {
				here[judgedKey(w.pass.Pkg.Path(), name)] = true
				continue
			}
			all := append(wrappers, w.visibleWrappers(h.ID)...)
			j := judge(h.ID, shape, chains, all, h.Stamped, true)
			tools := w.toolNames(h.ID, ownTools(h)...)
			subject := w.subject(h.ToolName, h.ID, h.Name, tools)
			if r == asIfRegistered {
				subject = judgedAsIfRegistered(subject, h.Name)
			}
			w.res.judged[h.ID] = &Judgement{Wire: j, Subject: subject, Tools: tools}
			wrapping.addChains(tools, chains)
			for i, reg := range h.Registrations {
				if i < len(wrappers) {
					wrapping.add(firstNonEmpty(reg.Tool, h.ToolName), wrappers[i])
				}
			}
			for _, r := range w.registrations[h.ID] {
				wrapping.add(r.Tool, r.Wrappers)
			}
			here[judgedKey(w.pass.Pkg.Path(), name)] = true
			continue
		}
		j := judge(h.ID, shape, nil, wrappers, h.Stamped, false)
		tools := w.toolNames("", ownTools(h)...)
		w.res.own[h.ID] = &Judgement{Wire: j, Subject: handlers.SubjectOf(h.Name, tools), Home: judgedKey(w.pass.Pkg.Path(), name), Tools: tools}
	}
	homes := make(map[*types.Package][]string)
	for _, s := range w.summaries {
		chains, ok := served[s.Profile]
		if !ok || !w.sameModule(s) {
			continue // not served here
		}
		key := judgedKey(s.home, s.Profile)
		if below[key] {
			continue // judged already
		}
		r := w.reachOf(s.ID, s.Returned, s.Exported, uses)
		if r == unreached {
			here[key] = true // on no tool's path of the program
			continue
		}
		j := w.judgeSummary(s, chains, true)
		if r == asIfRegistered {
			j.Subject = judgedAsIfRegistered(j.Subject, s.Name)
		}
		w.res.judged[s.ID] = j
		wrapping.addChains(j.Tools, chains)
		for _, ws := range s.Wrappers {
			wrapping.add(s.Tool, ws)
		}
		for _, r := range w.registrations[s.ID] {
			wrapping.add(r.Tool, r.Wrappers)
		}
		homes[s.pkg] = append(homes[s.pkg], s.ID)
		here[key] = true
	}
	w.nameLayers(wrapping)
	w.addHomes(homes)
	return here
}

// sameModule reports whether the summary's handler is of the package's
// module: the handlers of a dependency's module are its own analysis's
// to answer for.
func (w *wiring) sameModule(s importedSummary) bool {
	module := moduleOf(w.pass)
	return s.module == "" || module == "" || s.module == module
}

// judgeSummary judges an imported handler on the servers of chains (none:
// by its framework alone) and the wrappers of its registrations, and names
// it by its tools.
func (w *wiring) judgeSummary(s importedSummary, chains []Chain, served bool) *Judgement {
	wrappers := append(slices.Clone(s.Wrappers), w.visibleWrappers(s.ID)...)
	j := judge(s.ID, shapeOf(lookupShape(s.Profile, s.Shape)), chains, wrappers, s.Stamped, served)
	tools := w.toolNames(s.ID, s.Tool)
	return &Judgement{Wire: j, Subject: w.subject(s.Tool, s.ID, s.Name, tools), Tools: tools}
}

// addHomes adds to the result the imported packages whose handlers, by
// their IDs, the package judges.
func (w *wiring) addHomes(homes map[*types.Package][]string) {
	for pkg, ids := range homes {
		sort.Strings(ids)
		w.res.Homes = append(w.res.Homes, Home{Pkg: pkg, IDs: ids})
	}
	sort.Slice(w.res.Homes, func(i, j int) bool { return w.res.Homes[i].Pkg.Path() < w.res.Homes[j].Pkg.Path() })
}

// localWrappers lists the layers of each registration of a handler of this
// package.
func (w *wiring) localWrappers(h *handlers.Handler) [][]Layer {
	var out [][]Layer
	for _, reg := range h.Registrations {
		if w.c == nil {
			out = append(out, nil)
			continue
		}
		out = append(out, w.c.wrapperLayers(reg.Wrappers))
	}
	return out
}

// visibleWrappers lists the layers of each registration of a handler that
// this package and its dependencies make, outside its own package.
func (w *wiring) visibleWrappers(id string) [][]Layer {
	var out [][]Layer
	for _, r := range w.registrations[id] {
		out = append(out, r.Wrappers)
	}
	return out
}

// subject names a handler: by its tools where it serves several, else by
// the tool its own registration names, else by one a registration
// elsewhere names, else by its name.
func (w *wiring) subject(tool, id, name string, tools []string) string {
	if len(tools) > 1 {
		return handlers.SubjectOf(name, tools)
	}
	if tool == "" {
		for _, r := range w.registrations[id] {
			if r.Tool != "" {
				tool = r.Tool
				break
			}
		}
	}
	return handlers.Subject(tool, name)
}

// toolNames lists, sorted, the names given and those the registrations of
// handler id elsewhere state.
func (w *wiring) toolNames(id string, names ...string) []string {
	var out []string
	for _, r := range w.registrations[id] {
		names = append(names, r.Tool)
	}
	for _, n := range names {
		if n != "" && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// ownTools lists the tool names the registrations of a handler in its own
// package state.
func ownTools(h *handlers.Handler) []string {
	names := []string{h.ToolName}
	for _, r := range h.Registrations {
		names = append(names, r.Tool)
	}
	return names
}

// importedRegistrations turns the package's registrations of handlers of
// other packages into facts for the package that judges them.
func (w *wiring) importedRegistrations() []Registration {
	var out []Registration
	for _, ir := range w.hs.Imported {
		var hf HandlerFact
		if !w.pass.ImportObjectFact(ir.Func, &hf) {
			continue
		}
		layers := w.c.wrapperLayers(ir.Wrappers)
		for _, id := range hf.IDs {
			out = append(out, Registration{ID: id, Tool: ir.Tool, Wrappers: layers})
		}
	}
	return out
}

// exportLayers publishes the middleware and builders of the package, and
// its functions that recover panics.
func (w *wiring) exportLayers() {
	for _, f := range w.c.decls.Syntax.Walked() {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, ok := w.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			if l, ok := w.c.funcLayer(fn); ok {
				w.pass.ExportObjectFact(fn, &LayerFact{Layer: l})
			}
			if w.c.recovers[fd] {
				w.pass.ExportObjectFact(fn, new(RecoverFact))
			}
		}
	}
}

// exportFactories publishes the package's server factories, and reports
// whether there are any.
func (w *wiring) exportFactories() bool {
	any := false
	for fn, chains := range w.c.factories {
		if len(chains) > 0 && fn.Exported() {
			w.pass.ExportObjectFact(fn, &FactoryFact{Chains: chains})
			any = true
		}
	}
	return any
}

// exportHandlers publishes the package's handlers: the objects that are or
// return handlers, and the summaries of those judged elsewhere.
func (w *wiring) exportHandlers(fact *Package) {
	for _, h := range w.hs.Handlers {
		if h.Obj != nil {
			w.pass.ExportObjectFact(h.Obj, &HandlerFact{IDs: []string{h.ID}})
		}
		if _, deferred := w.res.own[h.ID]; !deferred {
			continue
		}
		s := Summary{ID: h.ID, Name: h.Name, Tool: h.ToolName, Shape: h.Shape.Kind, Stamped: h.Stamped, Wrappers: w.localWrappers(h)}
		s.Exported, s.Returned = w.reach.closures[h.ID]
		if h.Shape.IsSDK() {
			s.Profile = h.Shape.Profile.Name
		}
		fact.Handlers = append(fact.Handlers, &s)
	}
	for fn, hs := range w.hs.Returned {
		if c, ok := w.hs.Decl(fn); ok && w.hs.Of(c.Node()) != nil {
			continue // a handler itself, published above
		}
		hf := &HandlerFact{}
		for _, h := range hs {
			hf.IDs = append(hf.IDs, h.ID)
		}
		w.pass.ExportObjectFact(fn, hf)
	}
}

// lookupShape finds a profile's shape by names.
func lookupShape(profile, kind string) *profiles.Shape {
	for _, p := range profiles.Builtin {
		if p.Name != profile {
			continue
		}
		for i := range p.Shapes {
			if p.Shapes[i].Kind == kind {
				return &p.Shapes[i]
			}
		}
	}
	return nil
}

func sortedKeys(sets ...map[string]bool) []string {
	n := 0
	for _, s := range sets {
		n += len(s)
	}
	if n == 0 {
		return nil
	}
	out := make([]string, 0, n)
	for _, s := range sets {
		for k := range s {
			out = append(out, k)
		}
	}
	// A package that serves every handler of a large program judges
	// thousands of packages' handlers: sorted first, the duplicates are
	// neighbours.
	sort.Strings(out)
	return slices.Clip(slices.Compact(out))
}

// carry adds to the package's fact the summaries of the handlers of its
// direct imports that it registers, that those imports register
// themselves or carry, and that it does not judge, and records in the result where their candidates
// are. The package that serves them may not see their own package under
// go vet (see Package.Handlers).
func (w *wiring) carry(fact *Package) {
	registered := make(map[string][]Registration)
	for _, r := range fact.Registrations {
		registered[r.ID] = append(registered[r.ID], r)
	}
	// The summaries carried are picked first and copied after, into a
	// list made to size: a package above a deep tree of packages that
	// register their own handlers carries hundreds of summaries, which
	// appending one by one copied again at every doubling.
	imports := w.pass.Pkg.Imports()
	// What carry reads of each import's fact: its summaries, and the
	// module they come from.
	type carrier struct {
		Handlers []*Summary
		Module   string
	}
	facts := make([]carrier, len(imports))
	var imported Package // each import's fact read over the last's
	summaries := 0
	for i, imp := range imports {
		if w.pass.ImportPackageFact(imp, &imported) {
			facts[i] = carrier{imported.Handlers, imported.Module}
			summaries += len(imported.Handlers)
		}
	}
	// The picks, made to hold every summary: most are carried on.
	type pick struct{ imp, i int }
	picked := make([]pick, 0, summaries)
	// whole tells, by import, that the package carries every summary of
	// the import's fact, picked from it or from an import before it that
	// holds the same handler: the rules may then read the import's table
	// whole (Home.All), which holds the same candidates for the same
	// handler as any other table. A package commonly reaches a handler
	// through two imports, its own package and one that carries it.
	whole := make([]bool, len(imports))
	// carried holds the IDs picked from the imports before the one read:
	// a handler may reach the package through two of them. The IDs of one
	// import's summaries are distinct (its own handlers', and those it
	// carried, which came from other packages), so only those picked
	// before are looked at; while they are few, in turn rather than in a
	// set. A package commonly carries a few summaries of the packages it
	// imports directly and the many of one package that carries them.
	const fewPicked = 8
	var carried map[string]bool
	for i := range imports {
		f := &facts[i]
		if len(f.Handlers) == 0 {
			continue
		}
		if carried == nil && len(picked) > fewPicked {
			carried = make(map[string]bool, len(picked)+len(f.Handlers))
			for _, p := range picked {
				carried[facts[p.imp].Handlers[p.i].ID] = true
			}
		}
		from := len(picked)
		pickedBefore := func(id string) bool {
			if carried != nil {
				return carried[id]
			}
			for _, p := range picked[:from] {
				if facts[p.imp].Handlers[p.i].ID == id {
					return true
				}
			}
			return false
		}
		whole[i] = true
		for j, s := range f.Handlers {
			if from > 0 && pickedBefore(s.ID) {
				continue // picked from an import before
			}
			// Carried: what the import carries, what this package
			// registers, and what the import registers itself, on a
			// server handed to it (from here, or from above).
			if s.Home == "" && len(s.Wrappers) == 0 && registered[s.ID] == nil {
				whole[i] = false
				continue
			}
			if _, ok := w.res.judged[s.ID]; ok {
				whole[i] = false
				continue
			}
			picked = append(picked, pick{i, j})
		}
		if carried != nil {
			for _, p := range picked[from:] {
				carried[f.Handlers[p.i].ID] = true
			}
		}
	}
	if len(picked) == 0 {
		return
	}
	fact.Handlers = slices.Grow(fact.Handlers, len(picked))
	for k := 0; k < len(picked); {
		i := picked[k].imp
		imp, f := imports[i], &facts[i]
		n := k
		for n < len(picked) && picked[n].imp == i {
			n++
		}
		ids := make([]string, 0, n-k)
		for ; k < n; k++ {
			s := f.Handlers[picked[k].i]
			if s.Home == "" {
				// The registrations travel in the summary, for a
				// package that sees the summary and not this package.
				c := *s
				c.Home, c.HomeModule = imp.Path(), f.Module
				c.Wrappers = slices.Clone(c.Wrappers)
				for _, r := range registered[c.ID] {
					if c.Tool == "" {
						c.Tool = r.Tool
					}
					c.Wrappers = append(c.Wrappers, r.Wrappers)
				}
				s = &c
			}
			fact.Handlers = append(fact.Handlers, s)
			ids = append(ids, s.ID)
		}
		w.res.Carried = append(w.res.Carried, Home{Pkg: imp, IDs: ids, All: whole[i]})
	}
	sort.Slice(w.res.Carried, func(i, j int) bool { return w.res.Carried[i].Pkg.Path() < w.res.Carried[j].Pkg.Path() })
}

// layerTools are, by the ID of a middleware's or an adapter's own handler
// closure, the tools of the handlers it wraps.
type layerTools map[string]map[string]bool

// addChains records that the handler serving tools is behind the
// middleware of chains.
func (lt layerTools) addChains(tools []string, chains []Chain) {
	for _, ch := range chains {
		for _, t := range tools {
			lt.add(t, ch.Layers)
		}
	}
}

// add records that a registration of tool wraps it in layers.
func (lt layerTools) add(tool string, layers []Layer) {
	if tool == "" {
		return
	}
	for _, l := range layers {
		for _, id := range l.Handlers {
			if lt[id] == nil {
				lt[id] = make(map[string]bool)
			}
			lt[id][tool] = true
		}
	}
}

// firstNonEmpty returns a if it is not empty, else b.
func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// nameLayers names the handler closures of the package's middleware and
// adapters, which no registration names, by the tools they wrap: a
// recovery middleware that leaks panic text answers for every tool it
// wraps.
func (w *wiring) nameLayers(wrapping layerTools) {
	for _, h := range w.hs.Handlers {
		j, ok := w.res.judged[h.ID]
		if !ok || len(j.Tools) > 0 || len(wrapping[h.ID]) == 0 {
			continue
		}
		tools := make([]string, 0, len(wrapping[h.ID]))
		for t := range wrapping[h.ID] {
			tools = append(tools, t)
		}
		sort.Strings(tools)
		// Only the message: the catalog lists the handlers that serve
		// tools, not the middleware around them.
		j.Subject = handlers.SubjectOf(h.Name, tools)
	}
}
