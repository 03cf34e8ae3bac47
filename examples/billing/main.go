// Command billing serves invoices over MCP on stdio. It is built on
// github.com/mark3labs/mcp-go and declares its error codes, envelope and
// provenance stamp in ../toolerrs/errs; its handlers show what the
// closedcodes, provenance and silenterror rules report, next to handlers
// they must leave alone. ../expected.txt lists the findings.
package main

import (
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/toolerrlint/toolerrlint/examples/toolerrs/errs"
)

func main() {
	if err := server.ServeStdio(newServer()); err != nil {
		log.Fatal(err)
	}
}

// newServer builds the billing server on an empty ledger.
func newServer() *server.MCPServer {
	b := &billing{invoices: newLedger()}
	s := server.NewMCPServer("billing", "0.1.0", server.WithToolCapabilities(false))

	s.AddTool(mcp.NewTool("get_invoice",
		mcp.WithDescription("Fetch one invoice by number."),
		mcp.WithString("number", mcp.Required()),
	), b.getInvoice)
	s.AddTool(mcp.NewTool("pay_invoice",
		mcp.WithDescription("Record the payment of an invoice."),
		mcp.WithString("number", mcp.Required()),
		mcp.WithNumber("amount", mcp.Required()),
	), b.payInvoice)
	s.AddTool(mcp.NewTool("refund_invoice",
		mcp.WithDescription("Refund a paid invoice."),
		mcp.WithString("number", mcp.Required()),
	), b.refundInvoice)
	s.AddTool(mcp.NewTool("invoice_status",
		mcp.WithDescription("Tell whether an invoice is paid."),
		mcp.WithString("number", mcp.Required()),
	), b.invoiceStatus)
	s.AddTool(mcp.NewTool("export_invoices",
		mcp.WithDescription("Export the invoices of a customer as CSV."),
		mcp.WithString("customer", mcp.Required()),
	), errs.WithProvenance(b.exportInvoices))
	s.AddTool(mcp.NewTool("month_total",
		mcp.WithDescription("Total invoiced in a month."),
		mcp.WithInputSchema[monthArgs](),
		mcp.WithOutputSchema[monthTotal](),
	), mcp.NewStructuredToolHandler(b.monthTotal))
	return s
}
