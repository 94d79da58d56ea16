// Package browser is the web edition's side of the page, outside Fyne's
// browser window: the page's events (OnPage), downloads, localStorage,
// the <html lang> attribute, the pointer events a drag needs in order
// (FollowPointer) and the time each move takes to reach the screen. Its
// files build for GOOS=js only; on the desktop the package is this
// comment.
package browser
