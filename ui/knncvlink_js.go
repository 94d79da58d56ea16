package ui

import "fmt"

// linkState is the link's cross-validation as text, "" for none: what the
// web edition compares to see that the address must follow a step
// (followAddress).
func (c *knnCV) linkState() string {
	if l := c.linkCV(); l != nil {
		return fmt.Sprint(*l)
	}
	return ""
}
