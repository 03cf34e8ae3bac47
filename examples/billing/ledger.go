package main

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
)

var (
	errNoInvoice   = errors.New("no such invoice")
	errPaidAlready = errors.New("invoice is paid already")
)

// Invoice is one invoice of the ledger.
type Invoice struct {
	Number   string    `json:"number"`
	Customer string    `json:"customer"`
	Cents    int64     `json:"cents"`
	Issued   time.Time `json:"issued"`
	PaidAt   time.Time `json:"paid_at,omitzero"`
}

// Paid reports whether the invoice is paid.
func (inv Invoice) Paid() bool { return !inv.PaidAt.IsZero() }

// ledger holds the invoices in memory.
type ledger struct {
	mu       sync.Mutex
	invoices map[string]*Invoice
}

func newLedger() *ledger {
	return &ledger{invoices: make(map[string]*Invoice)}
}

// Get returns a copy of invoice number.
func (l *ledger) Get(number string) (Invoice, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	inv, ok := l.invoices[number]
	if !ok {
		return Invoice{}, errNoInvoice
	}
	return *inv, nil
}

// Pay records the payment of invoice number.
func (l *ledger) Pay(number string, cents int64) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	inv, ok := l.invoices[number]
	switch {
	case !ok:
		return errNoInvoice
	case inv.Paid():
		return errPaidAlready
	case inv.Cents != cents:
		return fmt.Errorf("amount %d does not match the invoiced %d", cents, inv.Cents)
	}
	inv.PaidAt = time.Now()
	return nil
}

// Of returns the invoices of customer.
func (l *ledger) Of(customer string) []Invoice {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []Invoice
	for _, inv := range l.invoices {
		if strings.EqualFold(inv.Customer, customer) {
			out = append(out, *inv)
		}
	}
	return out
}
