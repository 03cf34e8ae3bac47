module example.com/unavailable

go 1.26.0

require example.com/gone v1.0.0

// The module's directory does not exist: no package of it loads, whatever
// the proxy and the module cache hold.
replace example.com/gone => ./gone
