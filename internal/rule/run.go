package rule

import (
	"go/token"
	"iter"
	"maps"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/factmap"
	"github.com/toolerrlint/toolerrlint/passes/comments"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/passes/wire"
)

func (r *Rule) run(pass *analysis.Pass) (any, error) {
	decls := pass.ResultOf[declarations.Analyzer].(*declarations.Result)
	c := &Context{
		Pass:       pass,
		Decls:      decls,
		Dirs:       pass.ResultOf[comments.Analyzer].(*comments.Result),
		Hs:         pass.ResultOf[handlers.Analyzer].(*handlers.Result),
		Config:     decls.Config,
		candidates: make(map[*handlers.Handler][]Candidate),
		generated:  make(map[*token.File]bool),
	}
	res := &Result{Deferred: make(map[string][]Deferred)}
	if r.Package != nil {
		if err := r.Package(c); err != nil {
			return nil, err
		}
	}
	if r.Handlers == nil {
		return res, nil
	}
	if err := r.Handlers(c); err != nil {
		return nil, err
	}
	w := pass.ResultOf[wire.Analyzer].(*wire.Result)
	e := &emitter{c: c, rule: pass.Analyzer.Name, files: newFiles(pass), wire: w}
	var fact Fact
	for _, h := range c.Hs.Handlers {
		cands := c.candidates[h]
		if len(cands) == 0 || (c.inTestFile(h) && !c.Config.TestHandlers) {
			continue
		}
		if j, ok := w.Judged(h.ID); ok {
			for i := range cands {
				e.local(&cands[i], j)
			}
			continue
		}
		own, ok := w.Deferred(h.ID)
		if !ok {
			continue
		}
		for i := range cands {
			cand := &cands[i]
			if reason, ok := c.Dirs.Silencing(pass.Fset, cand.pos, e.rule); ok {
				cand.Silenced = &Silence{Reason: reason}
				c.Dirs.MarkUsed(pass.Fset, cand.pos, e.rule)
			}
			if d, ok := e.diagnostic(cand, own, cand.pos, cand.end, cand.fixes); ok {
				res.Deferred[h.ID] = append(res.Deferred[h.ID], Deferred{Diagnostic: d, Silenced: cand.Silenced, Home: own.Home, Handler: h.ID, Subject: own.Subject})
			}
		}
		if fact == nil {
			fact = r.emptyFact()
		}
		fact.Set().ByHandler[h.ID] = cands
		for _, cand := range cands {
			addFile(fact.Set().Files, pass.Fset, cand.pos)
			for _, fix := range cand.fixes {
				for _, te := range fix.TextEdits {
					addFile(fact.Set().Files, pass.Fset, te.Pos)
				}
			}
		}
	}
	fact = r.carry(pass, w, fact)
	if fact != nil {
		pass.ExportPackageFact(fact)
	}
	for _, home := range w.Homes {
		f := r.Fact()
		if !pass.ImportPackageFact(home.Pkg, f) {
			continue
		}
		for _, id := range home.IDs {
			j, _ := w.Judged(id)
			cands := f.Set().ByHandler[id]
			for i := range cands {
				e.imported(&cands[i], j, f.Set().Files)
			}
		}
	}
	return res, nil
}

// carry adds to fact, the package's, the candidates of the handlers of
// other packages whose summaries the wire pass carries up from the direct
// imports (wire.Result.Carried), with the line tables of their files, so
// that they travel with the summaries to the package that judges them.
func (r *Rule) carry(pass *analysis.Pass, w *wire.Result, fact Fact) Fact {
	if len(w.Carried) == 0 {
		return fact
	}
	// The package's table is made once to the size of what it may carry:
	// a package above a deep tree of packages carries the candidates of
	// hundreds of handlers. An import's table holds those of its own
	// handlers and of those it carries, which the handlers carried from it
	// mostly are: the smaller of the two bounds what comes from it.
	from := make([]Fact, len(w.Carried))
	n, files := 0, 0
	for i, c := range w.Carried {
		f := r.Fact()
		if !pass.ImportPackageFact(c.Pkg, f) {
			continue
		}
		from[i] = f
		n += min(len(c.IDs), len(f.Set().ByHandler))
		files += len(f.Set().Files)
	}
	sized := false
	for i, c := range w.Carried {
		f := from[i]
		if f == nil {
			continue
		}
		carriedAny := false
		for id, cands := range carried(f, c) {
			if !sized {
				sized = true
				fact = r.sized(fact, n, files)
			}
			carriedAny = true
			fact.Set().ByHandler[id] = cands
			if c.All {
				continue // the files come with the import's whole table, below
			}
			for _, cand := range cands {
				carryFile(fact.Set().Files, f.Set().Files, cand.Span.File)
				for _, fix := range cand.Fixes {
					for _, ed := range fix.Edits {
						carryFile(fact.Set().Files, f.Set().Files, ed.File)
					}
				}
			}
		}
		if c.All && carriedAny {
			carryFiles(fact.Set().Files, f.Set().Files)
		}
	}
	return fact
}

// sized returns a fact holding what fact holds, nil for none, with room
// for n more handlers and files more line tables: the package's own
// tables are made to their size once, not grown entry by entry. The
// files are bounded by the tables of the imports carried from, which
// mostly hold the same files as the candidates carried.
func (r *Rule) sized(fact Fact, n, files int) Fact {
	if fact == nil {
		fact = r.Fact()
		fact.Set().ByHandler = make(factmap.Map[[]Candidate], n)
		fact.Set().Files = make(factmap.Map[File], files)
		return fact
	}
	own, ownFiles := fact.Set().ByHandler, fact.Set().Files
	fact.Set().ByHandler = make(factmap.Map[[]Candidate], len(own)+n)
	maps.Copy(fact.Set().ByHandler, own)
	fact.Set().Files = make(factmap.Map[File], len(ownFiles)+files)
	maps.Copy(fact.Set().Files, ownFiles)
	return fact
}

// carried yields the candidates of f, an import's fact, of the handlers
// the wire pass carries from the import (c). Where it carries them all,
// the fact's table is read whole, rather than looked up handler by
// handler: it holds the candidates of the import's own handlers judged
// elsewhere and of those it carries, all among the summaries of its wire
// fact.
func carried(f Fact, c wire.Home) iter.Seq2[string, []Candidate] {
	return func(yield func(string, []Candidate) bool) {
		if c.All {
			for id, cands := range f.Set().ByHandler {
				if !yield(id, cands) {
					return
				}
			}
			return
		}
		for _, id := range c.IDs {
			if cands, ok := f.Set().ByHandler[id]; ok && !yield(id, cands) {
				return
			}
		}
	}
}

// carryFile copies the line table of a file from one fact's to another's,
// unless the other holds it already: the candidates of an import lie in
// a few files, one per package beneath it at most, and a file's table is
// the same in every fact that holds it.
func carryFile(to, from map[string]File, name string) {
	if _, ok := to[name]; ok {
		return
	}
	if f, ok := from[name]; ok {
		to[name] = f
	}
}

// carryFiles copies every line table of one fact's to another's, but
// those the other holds already: where all of an import's candidates are
// carried, its table holds the files of those candidates and no others
// (each table gets a file as a candidate in it is added or carried), so
// it is copied whole, a few files, rather than looked up candidate by
// candidate and edit by edit.
func carryFiles(to, from map[string]File) {
	for name, f := range from {
		if _, ok := to[name]; !ok {
			to[name] = f
		}
	}
}

// emptyFact returns a new fact of the rule's, with its tables made.
func (r *Rule) emptyFact() Fact {
	fact := r.Fact()
	fact.Set().ByHandler = make(factmap.Map[[]Candidate])
	fact.Set().Files = make(factmap.Map[File])
	return fact
}
