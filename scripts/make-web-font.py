#!/usr/bin/python3
"""Make assets/fonts/LabSans-Web.ttf, the one face the web edition carries.

It is assets/fonts/LabSans.ttf (made by make-font.py; SIL OFL 1.1, see
fonts/LICENSE-OFL.txt) with fewer hanzi: the 3755 of GB2312 level 1, which
cover nearly all everyday text, and every one the translation tables use.
Everything else LabSans has (Latin, Greek, math, arrows, shapes, sub- and
superscripts, CJK punctuation) stays. That takes the face from 2.2 MB to
1.3 MB, 0.6 MB less to download. assets/fonts_web_test.go checks that it
still covers the interface.

Usage (needs Debian's python3-fonttools):

    /usr/bin/python3 scripts/make-web-font.py

It also makes assets/fonts/LabSans-Latin.ttf, the same face without any
hanzi: the one the web edition's wasm carries (assets/fonts_js.go). The
page fetches LabSans-Web.ttf, served beside the wasm, only when Chinese is
chosen (ui/fontload_js.go), so an English visit downloads no hanzi.

After adding a translation with a hanzi outside GB2312 level 1, run it
again.
"""

import glob
import json
import os

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "assets/fonts/LabSans.ttf")
OUT = os.path.join(ROOT, "assets/fonts/LabSans-Web.ttf")
LATIN = os.path.join(ROOT, "assets/fonts/LabSans-Latin.ttf")


def is_hanzi(u):
    return 0x3400 <= u <= 0x9FFF or 0xF900 <= u <= 0xFAFF


def level1():
    """Returns the hanzi of GB2312 level 1 (rows 0xB0 to 0xD7)."""
    keep = set()
    for hi in range(0xB0, 0xD8):
        for lo in range(0xA1, 0xFF):
            try:
                keep.update(ord(c) for c in bytes([hi, lo]).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    return keep


def translated():
    """Returns every code point of the translation tables."""
    keep = set()
    for path in glob.glob(os.path.join(ROOT, "assets/translations/*.json")):
        with open(path, encoding="utf-8") as f:
            for k, v in json.load(f).items():
                keep.update(ord(c) for c in k + v)
    return keep


def write(keep, out):
    """Writes the subset of LabSans with the code points keep to out."""
    font = TTFont(SOURCE)
    opts = subset.Options()
    opts.layout_features = ["ccmp", "kern", "mark", "mkmk"]
    opts.hinting = False
    opts.notdef_outline = True
    opts.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    opts.glyph_names = False
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=keep)
    sub.subset(font)
    font.recalcTimestamp = False  # keep the output byte-for-byte reproducible
    font.save(out)
    hanzi = sum(1 for u in keep if is_hanzi(u))
    print("wrote %s: %d code points, %d hanzi, %d bytes" % (out, len(keep), hanzi, os.path.getsize(out)))


def main():
    cmap = TTFont(SOURCE).getBestCmap()
    latin = {u for u in cmap if not is_hanzi(u)}
    write(latin | (level1() | translated()) & set(cmap), OUT)
    write(latin, LATIN)


if __name__ == "__main__":
    main()
