// Command chat serves the chat server on stdio. It imports no framework:
// the server package's factory builds the server it serves.
package main

import (
	"log"

	"wire/convert/handler"
	chat "wire/convert/server"
)

type noClient struct{ handler.Client }

func main() {
	if err := chat.New(noClient{}, log.Default()).Serve(); err != nil {
		log.Fatal(err)
	}
}
