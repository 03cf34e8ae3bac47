package flow

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// Terminates reports whether control never falls off the end of block: it
// ends in a return, a branch, or a call that does not return.
func Terminates(info *types.Info, block *ast.BlockStmt) bool {
	if block == nil || len(block.List) == 0 {
		return false
	}
	switch s := block.List[len(block.List)-1].(type) {
	case *ast.ReturnStmt, *ast.BranchStmt:
		return true
	case *ast.ExprStmt:
		call, ok := ast.Unparen(s.X).(*ast.CallExpr)
		return ok && NoReturn(info, call)
	case *ast.BlockStmt:
		return Terminates(info, s)
	case *ast.IfStmt:
		if s.Else == nil || !Terminates(info, s.Body) {
			return false
		}
		switch e := s.Else.(type) {
		case *ast.BlockStmt:
			return Terminates(info, e)
		case *ast.IfStmt:
			return Terminates(info, &ast.BlockStmt{List: []ast.Stmt{e}})
		}
	}
	return false
}

// Exits reports whether control never leaves the statement list other than
// by returning from the function or by a call that does not return: unlike
// Terminates, a branch (break, continue) does not count, since control goes
// on after the enclosing statement.
func Exits(info *types.Info, list []ast.Stmt) bool {
	if len(list) == 0 {
		return false
	}
	switch s := list[len(list)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.ExprStmt:
		call, ok := ast.Unparen(s.X).(*ast.CallExpr)
		return ok && NoReturn(info, call)
	case *ast.BlockStmt:
		return Exits(info, s.List)
	case *ast.IfStmt:
		if s.Else == nil || !Exits(info, s.Body.List) {
			return false
		}
		switch e := s.Else.(type) {
		case *ast.BlockStmt:
			return Exits(info, e.List)
		case *ast.IfStmt:
			return Exits(info, []ast.Stmt{e})
		}
	}
	return false
}

// NoReturn reports whether call never returns: panic, os.Exit, log.Fatal*
// and log.Panic*.
func NoReturn(info *types.Info, call *ast.CallExpr) bool {
	switch fn := typeutil.Callee(info, call).(type) {
	case *types.Builtin:
		return fn.Name() == "panic"
	case *types.Func:
		return Crash(fn) != ""
	}
	return false
}

// Crash classifies functions that end the goroutine or the process:
// "panic" for panic-like calls (log.Panic*), "exit" for os.Exit and
// log.Fatal*, "" otherwise.
func Crash(fn *types.Func) string {
	if fn.Pkg() == nil {
		return ""
	}
	path, name := fn.Pkg().Path(), fn.Name()
	switch {
	case path == "os" && name == "Exit":
		return "exit"
	case path == "log" && (name == "Fatal" || name == "Fatalf" || name == "Fatalln"):
		return "exit"
	case path == "log" && (name == "Panic" || name == "Panicf" || name == "Panicln"):
		return "panic"
	}
	return ""
}
