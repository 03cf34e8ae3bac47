module example.com/unsafeimport

go 1.26.0
