module example.com/findings

go 1.26.0
