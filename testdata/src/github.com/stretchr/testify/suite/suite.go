// Package suite is a stub of testify's suite.
package suite

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Suite is embedded in a test suite: its assertions are the suite's
// methods.
type Suite struct {
	*assert.Assertions
	t *testing.T
}

func (s *Suite) T() *testing.T                        { return s.t }
func (s *Suite) Run(name string, subtest func()) bool { return true }

// TestingSuite is a suite Run runs.
type TestingSuite interface{ T() *testing.T }

func Run(t *testing.T, suite TestingSuite) {}
