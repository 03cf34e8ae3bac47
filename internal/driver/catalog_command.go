package driver

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/catalog"
	"github.com/toolerrlint/toolerrlint/internal/driver/fix"
	"github.com/toolerrlint/toolerrlint/internal/driver/load"
	"github.com/toolerrlint/toolerrlint/internal/driver/options"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// Catalog is the catalog command: it writes the error catalog of the
// packages, or, with -check, compares it with a committed one and exits 1,
// showing the difference, when that one is stale.
func Catalog(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("toolerrlint catalog", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	format := fs.String("format", "", "catalog format: "+strings.Join(catalog.Formats, ", ")+" (default md, or json for a -check or -o file ending in .json)")
	output := fs.String("o", "", "write the catalog to `file` instead of standard output")
	check := fs.String("check", "", "compare the catalog with `file`, and exit 1 showing the difference when it is stale")
	dirFlag := fs.String("C", "", "run as if started in `dir`")
	tags := fs.String("tags", "", "comma-separated build `tags` to consider satisfied, as go build -tags")
	options.RegisterPassFlags(fs, []*analysis.Analyzer{catalog.Analyzer}, nil)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, "Usage:\n  toolerrlint catalog [-format md|json] [-o FILE] [-check FILE] [packages]\n\nFlags:\n")
			fs.SetOutput(stdout)
			fs.PrintDefaults()
			return report.ExitClean
		}
		fmt.Fprintf(stderr, "toolerrlint catalog: %v\nRun 'toolerrlint catalog -h' for usage.\n", err)
		return report.ExitFailure
	}
	if *check != "" && *output != "" {
		fmt.Fprintln(stderr, "toolerrlint catalog: -check compares the catalog with a file instead of writing it: it does not go with -o")
		return report.ExitFailure
	}
	if *format == "" {
		*format = "md"
		if strings.HasSuffix(*check+*output, ".json") {
			*format = "json"
		}
	}
	patterns := fs.Args()
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	dir, err := workingDir(*dirFlag)
	if err != nil {
		fmt.Fprintf(stderr, "toolerrlint catalog: %v\n", err)
		return report.ExitFailure
	}

	// Every package loaded from source is a root, as the catalog lists
	// the codes and tools of the module's packages the named ones import.
	listing, err := load.List(dir, patterns, false, true, options.TagsFlags(*tags))
	if err != nil {
		fmt.Fprintf(stderr, "toolerrlint catalog: %v\n", err)
		return report.ExitFailure
	}
	listing.Check(nil, nil)
	loaded := listing.Loaded
	// A catalog of a program that does not type-check would be wrong
	// without saying so.
	if errs := listing.Errors(); len(errs) > 0 {
		for _, e := range errs {
			fmt.Fprintf(stderr, "toolerrlint catalog: %s\n", e)
		}
		return report.ExitFailure
	}
	listing.CutToSource()
	c, err := catalog.Build(loaded, dir)
	if err != nil {
		fmt.Fprintf(stderr, "toolerrlint catalog: %v\n", err)
		return report.ExitFailure
	}
	text, err := catalog.Render(c, *format)
	if err != nil {
		fmt.Fprintf(stderr, "toolerrlint catalog: %v\n", err)
		return report.ExitFailure
	}
	if *check != "" {
		return checkCatalog(dir, *check, text, regenerateCommand(fs, dir, *format, *check), stdout, stderr)
	}
	if err := writeTo(*output, dir, stdout, func(w io.Writer) error { _, err := w.Write(text); return err }); err != nil {
		fmt.Fprintf(stderr, "toolerrlint catalog: %v\n", err)
		return report.ExitFailure
	}
	return report.ExitClean
}

// checkCatalog compares the committed catalog with the one the code gives,
// and shows, as a unified diff, what regenerating it with the command
// regenerate would change.
func checkCatalog(dir, file string, want []byte, regenerate string, stdout, stderr io.Writer) int {
	got, err := os.ReadFile(inDir(dir, file))
	if err != nil {
		fmt.Fprintf(stderr, "toolerrlint catalog: -check: %v\n", namedAsShown(err, dir, file))
		return report.ExitFailure
	}
	if bytes.Equal(got, want) {
		return report.ExitClean
	}
	name := filepath.ToSlash(shownPath(dir, file))
	fmt.Fprintf(stdout, "%s is stale: the code gives another catalog. Regenerate it with\n\n  %s\n\n", name, regenerate)
	// The file may be named by an absolute path, which a/ and b/ would
	// mangle; the labels say which side is which instead.
	diff := fix.Rewrite(name, got, want)
	diff.OldLabel, diff.NewLabel = name+"\t(committed)", name+"\t(from the code)"
	if err := fix.WriteDiff(stdout, []fix.File{diff}); err != nil {
		fmt.Fprintf(stderr, "toolerrlint catalog: %v\n", err)
		return report.ExitFailure
	}
	return report.ExitFindings
}

// regenerateCommand is the command line that writes the file a catalog
// -check run compared, to be run from where that run was started: its
// flags and packages, with -o FILE for -check FILE, and -C only when it
// names another directory than the one started in.
func regenerateCommand(fs *flag.FlagSet, dir, format, file string) string {
	args := []string{"toolerrlint", "catalog"}
	start, _ := os.Getwd()
	fs.Visit(func(f *flag.Flag) {
		switch {
		case f.Name == "check" || f.Name == "format" || f.Name == "o":
		case f.Name == "C" && dir == start:
		case isBool(f):
			args = append(args, "-"+f.Name+"="+f.Value.String()) // a bool flag takes no separate value
		default:
			args = append(args, "-"+f.Name, shellWord(f.Value.String()))
		}
	})
	args = append(args, "-format", format, "-o", shellWord(file))
	for _, p := range fs.Args() {
		args = append(args, shellWord(p))
	}
	return strings.Join(args, " ")
}

func isBool(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// shellWord quotes s for a POSIX shell when it holds more than the
// characters of paths, flags and package patterns.
func shellWord(s string) string {
	for _, c := range s {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.ContainsRune("_./,:=+@%-", c)) {
			return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
		}
	}
	if s == "" {
		return "''"
	}
	return s
}
