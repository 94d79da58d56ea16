#!/usr/bin/python3
"""Make assets/fonts/LabMono.ttf, the face of the lab's aligned tables.

It is a subset of DejaVu Sans Mono (Debian's fonts-dejavu-core; Bitstream
Vera licence with DejaVu's changes in the public domain, see
fonts/LICENSE-DejaVu.txt), renamed LabMono as that licence asks of a
modified face. It keeps ASCII, Latin-1, Greek, the minus sign and the
math, arrows, sub- and superscripts the trace tables, Table 1.1 and the
Gram matrix write (w₉*, x⁽¹⁾, α₁₂, ≤, ·, ‖…‖), about 25 kB, so the web
edition carries it too. Text with hanzi is never set in it: every glyph
has one advance, so columns padded by runes line up.

Usage (needs Debian's python3-fonttools and fonts-dejavu-core):

    /usr/bin/python3 scripts/make-font-mono.py
"""

import os

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
OUT = os.path.join(ROOT, "assets/fonts/LabMono.ttf")
NAME = "LabMono"

# The characters beyond ASCII and Latin-1 that aligned tables write.
EXTRA = ("−·⋅×÷±≤≥⩽⩾≠≈∈∉∑√∞‖∥∂∇⊥←→↑↓⇒…—–‐ "
         "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁱⁿᵀ ₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₒₓₕₖₗₘₙₚₛₜᵢⱼᵣᵤᵥ ✓✕•●○")


def wanted(cmap):
    """Returns the code points to keep that the source face has."""
    keep = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100))
    keep |= set(range(0x391, 0x3CA))  # Greek capitals and small letters
    keep |= {ord(c) for c in EXTRA if not c.isspace()}
    return keep & set(cmap)


def rename(font):
    """Names the face LabMono: the Vera licence forbids its names on a
    modified font."""
    for rec in font["name"].names:
        if rec.nameID in (1, 16):
            rec.string = NAME
        elif rec.nameID == 3:
            rec.string = NAME + " Regular subset"
        elif rec.nameID == 4:
            rec.string = NAME
        elif rec.nameID == 6:
            rec.string = NAME + "-Regular"


def main():
    font = TTFont(SOURCE)
    keep = wanted(font.getBestCmap())
    opts = subset.Options()
    opts.layout_features = ["ccmp", "mark", "mkmk"]
    opts.hinting = False
    opts.notdef_outline = True
    opts.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    opts.glyph_names = False
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=keep)
    sub.subset(font)
    rename(font)
    font.recalcTimestamp = False  # keep the output byte-for-byte reproducible
    font.save(OUT)
    print("wrote %s: %d code points, %d bytes" % (OUT, len(keep), os.path.getsize(OUT)))


if __name__ == "__main__":
    main()
