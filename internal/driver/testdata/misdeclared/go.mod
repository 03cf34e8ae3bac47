module example.com/misdeclared

go 1.26.0
