module example.com/nolint

go 1.26.0
