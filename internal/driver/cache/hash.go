package cache

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"hash"
)

// A Key names one entry of the store: a SHA-256 of what the entry depends
// on.
type Key [sha256.Size]byte

func (k Key) String() string { return hex.EncodeToString(k[:]) }

// A hasher builds a key from a sequence of strings and keys, each
// length-prefixed so that no two sequences hash alike.
type hasher struct{ h hash.Hash }

// newHasher starts a key of the given kind, so that keys of different
// kinds never collide.
func newHasher(kind string) *hasher {
	h := &hasher{sha256.New()}
	h.str(kind)
	return h
}

func (h *hasher) str(s string) {
	var n [8]byte
	binary.LittleEndian.PutUint64(n[:], uint64(len(s)))
	h.h.Write(n[:])
	h.h.Write([]byte(s))
}

func (h *hasher) strs(ss []string) {
	h.str("[")
	for _, s := range ss {
		h.str(s)
	}
	h.str("]")
}

func (h *hasher) key(k Key) { h.h.Write(k[:]) }

func (h *hasher) sum() Key {
	var k Key
	h.h.Sum(k[:0])
	return k
}

func hashBytes(data []byte) Key { return sha256.Sum256(data) }

// MarshalText writes the key in hex, as stored plans hold it.
func (k Key) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a key written by MarshalText.
func (k *Key) UnmarshalText(text []byte) error {
	var b Key
	if n, err := hex.Decode(b[:], text); err != nil || n != len(b) {
		return errors.New("malformed key")
	}
	*k = b
	return nil
}
