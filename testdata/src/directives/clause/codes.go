// want +2 `^//toolerr:codes is on the package clause; it goes in the doc comment of a named type whose underlying type is a string or an integer$`
//
//toolerr:codes
package clause
