package rule

import (
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/passes/wire"
)

// Condition says on which wires a candidate is a finding.
type Condition uint8

const (
	// Always: whatever lies between the handler and the client.
	Always Condition = iota
	// ErrorReachesClient: a protocol error the handler returns reaches the
	// client as one: no middleware converts it. Whether the framework lets
	// it out is the candidate's own concern.
	ErrorReachesClient
	// Unstamped: no provenance stamp lies on the wire.
	Unstamped
	// Panic: a panic, reported with Text where nothing recovers it, with
	// Recovered where a recovery answers it with a protocol error, and not
	// at all where one answers it with an isError result.
	Panic
	// ErrorReachesModel: an error the handler returns reaches the model as
	// the text of an isError result: the framework (go-sdk generic, mcp-go
	// structured handlers) or a middleware converts it.
	ErrorReachesModel
)

// Candidate is a finding a handler may give. It is collected in the
// handler's package and judged where the handler's wire is known, which
// may be a package that imports it: it carries everything that judgement
// and the report need, as data.
type Candidate struct {
	Span     Span
	Category string
	When     Condition
	// Text follows the handler's subject in the message: `returns … as a
	// protocol error`.
	Text string
	// Recovered is the text for a Panic that a recovery answers with a
	// protocol error.
	Recovered string
	// SelfRecovery is what the handler's own deferred recover makes of a
	// panic, for a Panic candidate.
	SelfRecovery wire.Recovery
	Fixes        []Fix
	// Silenced holds the reason of the directive that silences the rule
	// on the candidate's line, set in the handler's package.
	Silenced *Silence
	// Generated: the candidate lies in a generated file.
	Generated bool
	// Tool is the one tool the candidate's code runs for, where the
	// handler dispatches several on the called tool's name.
	Tool string
	// Via names, as "path.Type", the function type through whose value the
	// failure came (getClient of a GetClientFn): the candidate is no
	// finding where every value of the type the program builds returns a
	// nil error.
	Via string

	pos, end token.Pos // in the handler's package, for a local judgement
	fixes    []analysis.SuggestedFix
}

// Pos is where the candidate starts, in the package that collected it.
func (c Candidate) Pos() token.Pos { return c.pos }

// Silence is a directive silencing a candidate.
type Silence struct {
	Reason string
}

// Span is where a candidate lies, as a file and byte offsets, with the
// line and column of each end for drivers that have not parsed the file.
type Span struct {
	File                       string
	Offset, End                int
	Line, Col, EndLine, EndCol int
}

// Fix is a suggested fix as data.
type Fix struct {
	Message string
	Edits   []Edit
}

// Edit replaces the bytes [Offset, End) of File.
type Edit struct {
	File        string
	Offset, End int
	NewText     string
}

// judge returns the text of c on the wire j, and false where c is no
// finding there.
func judge(c *Candidate, j *wire.Judgement) (string, bool) {
	switch c.When {
	case ErrorReachesClient:
		return c.Text, !j.Converted
	case Unstamped:
		return c.Text, !j.Stamped
	case ErrorReachesModel:
		return c.Text, j.Converted || j.ToolErrors
	case Panic:
		switch c.SelfRecovery {
		case wire.RecoversToResult:
			return "", false
		case wire.RecoversToError:
			return c.Recovered, !j.Converted && !j.ToolErrors
		}
		switch j.Panic {
		case wire.PanicAsProtocolError:
			return c.Recovered, true
		case wire.PanicAsResult:
			return "", false
		}
	}
	return c.Text, true
}
