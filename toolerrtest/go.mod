module github.com/toolerrlint/toolerrlint/toolerrtest

go 1.23.0
