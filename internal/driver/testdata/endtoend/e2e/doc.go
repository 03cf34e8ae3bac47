// Package e2e tests the server through a client.
package e2e
