// Package errleak defines an Analyzer that reports error text from
// sensitive sources that reaches the model.
//
// # Analyzer errleak
//
// errleak: report sensitive error text shown to the model
//
// An error result tells the model what to repair. The text of an error
// from a database driver, a cloud SDK or the file system tells it instead
// how the server is built: queries, table names, paths, hosts, account
// ids. A project declares where such errors come from with
// //toolerr:sensitive on a function, a method, an error type or a package
// clause (every error of the package), or with -sensitive for code it
// cannot annotate (-sensitive=database/sql,example.com/cloud.Client.Get).
// A recovered panic value is sensitive whatever the project declares.
//
// The rule follows such an error through wrapping (fmt.Errorf, errors.Join,
// error libraries and wrapper types), assignments, errors.As and the
// helpers of the package, and reports where its text is built into what
// the model reads: err.Error(), fmt verbs, string concatenation, the
// isError constructors (mcp.NewToolResultErrorFromErr,
// mcp.NewToolResultErrorf, CallToolResult.SetError), envelope fields, and
// the isError result a framework or a converting middleware builds from a
// returned error (go-sdk generic handlers, mcp-go structured handlers).
//
// Not reported: an error that is logged while the model gets a fixed
// message, an error compared or classified (errors.Is, errors.As) to
// choose the message, and an error returned where it reaches the client
// as a protocol error, which protocolerr judges.
//
// The suggested fix logs the error with the format it was shown with and
// gives the model the format's fixed text.
package errleak
