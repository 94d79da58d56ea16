// Package assets embeds Perceptron Lab's fonts, icon, translations and
// example datasets.
package assets
