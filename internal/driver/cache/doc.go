// Package cache keeps the results of standalone runs, package by package,
// so that a run on code that has not changed replays them without loading
// or type-checking anything.
//
// A package's result is stored under a key that hashes everything the
// result can depend on: the package's files and the test files beside it,
// those of every package it depends on directly or not (the facts and
// declarations it sees are computed from them), what the passes read of
// the rest of its module from disk (its package clauses and imports, the
// test files that call a tool), the settings that change what the rules
// report, the toolerrlint binary, the go command and the environment it
// reads.
// The keys come from `go list -deps`, which is much cheaper than the load.
// A run also keeps a plan: the keys its root packages had and the inputs
// that go list read to find them (the packages' directories, their Go
// files, the go.mod files around them); when none of those changed, the
// keys stand and not even go list runs.
//
// The store lives under os.UserCacheDir()/toolerrlint, or in the directory
// TOOLERRLINT_CACHE names (relative to where the command was started);
// TOOLERRLINT_CACHE=off disables it. A README marks the directory as the
// store's, and the store writes its entries only in subdirectories named
// by two hex digits, under names that are keys: Clean and trimming remove
// those and nothing else, so that files others keep in the directory
// stay, and a directory without the README is not written to.
//
// A run never fails for its cache's sake. A store that cannot be used (a
// directory of others' files, a file in its way, no permission) is
// skipped, and an entry that cannot be read or written during a run is a
// miss; either way a *SkipError says once why and what to do, and the
// findings are those of a run with the cache off. A corrupt entry is a
// miss too, computed again and written over, and needs no word.
package cache
