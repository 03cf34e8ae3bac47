module example.com/declared

go 1.26.0
