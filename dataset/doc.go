// Package dataset holds labelled points and reads and writes them.
//
// A Set is N points in D dimensions with a target each, stored row-major so
// that it can be handed to gonum as a matrix without copying. Its Task says
// whether the targets are labels +1 and −1 (classification) or real
// numbers t (regression); samples.go holds the one label check
// (Labels.Encode, CheckLabels) and the rule that decides the task.
//
// # CSV files
//
// Each row is x1,…,xd,y. The format is forgiving in the ways a person
// writing a file by hand expects:
//
//   - a header row is optional: the first row is a header when none of its
//     fields is a number (for example "x1,x2,y");
//   - '#' starts a comment, on a line of its own or after a row;
//   - blank lines, spaces around fields and CRLF line ends are fine;
//   - the last column is the target, any finite number; −1 is also read
//     with the Unicode minus, as printed in books;
//   - two distinct targets are two classes: −1 and +1 stay, any other two
//     (0/1, 1/2) are mapped to −1 and +1 in sorted order, and Set.Note
//     says so in one line, as scikit-learn's LabelEncoder would;
//   - more than two distinct targets, one that is not ±1, or a header
//     whose last cell is "t" make regression data (x, t).
//
// Every problem is reported as a *ParseError naming the file, the line and a
// cause the user can fix: "points.csv:12: column 2: "x" is not a number".
// A file in UTF-16 or UTF-32 is refused as such, in one line, by every
// reader. No input makes the reader panic (see FuzzReadCSV).
//
// An input of known size (a file) of 1 MiB or more is parsed in chunks of
// whole lines on every core (chunks.go): memory holds the points and a few
// chunks, never the whole file, and an error is the one reading line by
// line gives, since every chunk after the first data row is parsed from
// the same state and knows its first line.
//
// Writing uses strconv.FormatFloat(v, 'g', -1, 64), the shortest form that
// reads back to the same float64, so WriteCSV followed by ReadCSV returns the
// exact same numbers.
//
// # JSON
//
// A Set also marshals to {"d":2,"points":[{"x":[3,3],"y":1},…]}; regression
// data adds "task":"regression". Labels are decided as for CSV.
//
// # Tables
//
// ReadTable reads CSV tables whose cells are arbitrary strings, such as Li
// Hang's Table 4.1 (assets/examples/lihang41.csv), with the same forgiving
// rules as points files; the first row is a header when none of its cells
// is a number and its last cell labels no later row. Numeric reports
// whether the features can be read as points (Floats, LabelFloats), so a
// caller can choose categorical or Gaussian naive Bayes. ReadNumericTable
// reads an all-numeric table straight to numbers, with any finite label,
// parsing a large file in chunks on every core; it gives the points
// ReadTable, Floats and LabelFloats give, and a caller that wants
// ReadTable's error messages falls back to it (the nb command does).
//
// # Generators
//
// LiHang21, Bias1D, XOR, Separable, Gaussians and Circles build the example
// sets the app offers. The random ones are deterministic for a given seed.
package dataset
