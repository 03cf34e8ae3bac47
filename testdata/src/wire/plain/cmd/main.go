// Command serve serves the server on stdio.
package main

import (
	"log"

	"github.com/mark3labs/mcp-go/server"

	app "wire/plain/server"
)

func main() {
	if err := server.ServeStdio(app.New()); err != nil {
		log.Fatal(err)
	}
}
