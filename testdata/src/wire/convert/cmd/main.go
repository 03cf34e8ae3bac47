// Command chat serves the chat server on stdio.
package main

import (
	"log"

	"github.com/mark3labs/mcp-go/server"

	"wire/convert/handler"
	chat "wire/convert/server"
)

type noClient struct{ handler.Client }

func main() {
	if err := server.ServeStdio(chat.New(noClient{}, log.Default())); err != nil {
		log.Fatal(err)
	}
}
