module example.com/catalog

go 1.26.0
