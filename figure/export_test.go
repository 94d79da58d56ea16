package figure

// ThinLine is thinLine, for tests.
var ThinLine = thinLine
