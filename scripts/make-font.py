#!/usr/bin/python3
"""Make assets/fonts/LabSans.ttf and LabSans-Bold.ttf, Perceptron Lab's
bundled fonts.

Each is Noto Sans CJK SC Regular or Bold (SIL OFL 1.1), taken out of Debian's
fonts-noto-cjk collection, subset to what the interface and the figures need,
and converted from CFF to TrueType outlines. One single-face TrueType file is
what all three consumers accept: Fyne (go-text/typesetting), gonum/plot's
raster and SVG back ends (golang.org/x/image/font/opentype) and its PDF back
end (go-pdf/fpdf AddUTF8Font, which reads only glyf outlines and a format 4
cmap).

Noto Sans CJK has no subscript digits and letters, and of the superscripts
only the Latin-1 ones. Since the interface writes α₁, x₂, w⁽ᵏ⁾ and xᵀ, this
script draws them from the font's own digits and letters, scaled and raised
or lowered by the font's OS/2 subscript and superscript metrics.

Usage (needs Debian's fonts-noto-cjk and python3-fonttools):

    /usr/bin/python3 scripts/make-font.py        # writes into assets/fonts/
    /usr/bin/python3 scripts/make-font.py DIR    # writes into DIR

Every rune in assets/translations/*.json is kept too, so after adding a
translation with a rare character, run the script again.
"""

import glob
import json
import os
import sys

from fontTools import subset
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.transformPen import TransformPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable

SOURCES = {  # weight -> collection
    "Regular": "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "Bold": "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
}
FACE = "Noto Sans CJK SC"
FAMILY = "LabSans"  # must not be a Reserved Font Name ("Source") nor "Noto"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAX_ERR = 1.0  # font units (of 1000) allowed between cubic and quadratic curves

# Blocks kept whole, as far as the source font covers them.
RANGES = [
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x00FF),  # Latin-1
    (0x0100, 0x024F),  # Latin Extended-A and -B (pinyin tones: ā ǎ ǚ)
    (0x02B0, 0x02FF),  # spacing modifier letters (ˆ ˇ ˉ)
    (0x0370, 0x03FF),  # Greek
    (0x2000, 0x206F),  # general punctuation (‖ † … ′ ″)
    (0x2070, 0x209F),  # superscripts and subscripts
    (0x2100, 0x214F),  # letterlike symbols
    (0x2150, 0x218F),  # number forms
    (0x2190, 0x21FF),  # arrows
    (0x2200, 0x22FF),  # mathematical operators
    (0x2300, 0x23FF),  # miscellaneous technical
    (0x2460, 0x24FF),  # enclosed numbers (① ②)
    (0x2500, 0x25FF),  # box drawing, blocks, geometric shapes (● ■ ▲)
    (0x2600, 0x27BF),  # miscellaneous symbols and dingbats (★ ✓)
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0xFF00, 0xFFEF),  # fullwidth and halfwidth forms
    (0xFFFD, 0xFFFD),  # replacement character
]

# Synthesized glyphs: code point -> (source code point, kind).
SUPER = {0x2070: "0", 0x00B9: "1", 0x00B2: "2", 0x00B3: "3", 0x2074: "4",
         0x2075: "5", 0x2076: "6", 0x2077: "7", 0x2078: "8", 0x2079: "9",
         0x207A: "+", 0x207B: "\u2212", 0x207C: "=", 0x207D: "(", 0x207E: ")",
         0x2071: "i", 0x207F: "n", 0x1D40: "T", 0x1D4F: "k", 0x1D57: "t"}
SUB = {0x2080: "0", 0x2081: "1", 0x2082: "2", 0x2083: "3", 0x2084: "4",
       0x2085: "5", 0x2086: "6", 0x2087: "7", 0x2088: "8", 0x2089: "9",
       0x208A: "+", 0x208B: "\u2212", 0x208C: "=", 0x208D: "(", 0x208E: ")",
       0x2090: "a", 0x2091: "e", 0x2092: "o", 0x2093: "x", 0x2095: "h",
       0x2096: "k", 0x2097: "l", 0x2098: "m", 0x2099: "n", 0x209A: "p",
       0x209B: "s", 0x209C: "t", 0x1D62: "i", 0x1D63: "r", 0x1D64: "u",
       0x1D65: "v", 0x2C7C: "j", 0x1D66: "\u03b2", 0x1D67: "\u03b3",
       0x1D68: "\u03c1", 0x1D69: "\u03c6", 0x1D6A: "\u03c7"}
# Glyphs redrawn at text size. Noto Sans CJK draws math operators, arrows and
# a few shapes full width (1000 units) and large, so "w·x+b ≤ 0" looks gappy
# beside the ASCII "+" and "=" (480 units of ink, side bearings 38). Each
# entry maps a code point to (source character, scale, side bearing). The
# scales stay near 0.75 because shrinking more thins the strokes visibly.
# Sources the font lacks, like ▸ and ✕, come from a near relative.
FIT = {
    0x00B7: ("\u00b7", 0.7, 60),    # · middle dot, as in w·x
    0x22C5: ("\u00b7", 0.7, 60),    # ⋅ dot operator
    0x2219: ("\u00b7", 0.7, 60),    # ∙ bullet operator
    0x2022: ("\u2022", 1.0, 50),    # • bullet
    0x2264: ("\u2264", 0.75, 40),   # ≤
    0x2265: ("\u2265", 0.75, 40),   # ≥
    0x2260: ("\u2260", 0.75, 40),   # ≠
    0x2248: ("\u2248", 0.75, 40),   # ≈
    0x2261: ("\u2261", 0.75, 40),   # ≡
    0x221D: ("\u221d", 0.75, 40),   # ∝
    0x00B1: ("\u00b1", 0.75, 40),   # ±
    0x2213: ("\u2213", 0.75, 40),   # ∓
    0x00F7: ("\u00f7", 0.75, 40),   # ÷
    0x00D7: ("\u00d7", 0.7, 50),    # ×
    0x2208: ("\u2208", 0.7, 50),    # ∈
    0x2209: ("\u2209", 0.7, 50),    # ∉
    0x2211: ("\u2211", 0.8, 50),    # ∑
    0x220F: ("\u220f", 0.8, 50),    # ∏
    0x221A: ("\u221a", 0.7, 30),    # √
    0x221E: ("\u221e", 0.7, 40),    # ∞
    0x2202: ("\u2202", 0.8, 50),    # ∂
    0x2207: ("\u2207", 0.75, 50),   # ∇
    0x2200: ("\u2200", 0.75, 50),   # ∀
    0x2203: ("\u2203", 0.8, 50),    # ∃
    0x22A5: ("\u22a5", 0.75, 50),   # ⊥
    0x2225: ("\u2225", 0.75, 50),   # ∥ parallel
    0x2016: ("\u2016", 1.0, 60),    # ‖ norm bars
    0x222B: ("\u222b", 1.0, 40),    # ∫
    0x2190: ("\u2190", 0.75, 50),   # ←
    0x2192: ("\u2192", 0.75, 50),   # →
    0x2194: ("\u2194", 0.75, 50),   # ↔
    0x21D0: ("\u21d0", 0.75, 50),   # ⇐
    0x21D2: ("\u21d2", 0.75, 50),   # ⇒
    0x21D4: ("\u21d4", 0.75, 50),   # ⇔
    0x25B8: ("\u25b6", 0.5, 70),    # ▸ small triangle, from ▶
    0x25B9: ("\u25b7", 0.5, 70),    # ▹ from ▷
    0x25C2: ("\u25c0", 0.5, 70),    # ◂ from ◀
    0x2715: ("\u00d7", 0.9, 60),    # ✕ from ×
}

# Code points whose Japanese-face glyph (proportional) reads better in mixed
# English and Chinese text than the Chinese face's full-width one. The faces
# of the collection share one glyph set, so only the cmap entry changes.
PROPORTIONAL = [0x2018, 0x2019, 0x201C, 0x201D]  # ‘ ’ “ ”
JAPANESE_FACE = "Noto Sans CJK JP"

# Symbols the interface and figures are expected to use; the script reports
# any that neither the source nor the synthesis provides.
WANTED = ("←→↑↓⇒≤≥≠≈∑Σ√‖·×−∈∉±∞∂∇⊥∥∀∃αβγδεηθλμξρσφωΔΩ"
          "●○■□▲△▼▽◆◇▸✕✓★…′″°、。，：；（）【】《》“”")


def unicodes(src_cmap):
    """Returns the code points to keep."""
    keep = set()
    for lo, hi in RANGES:
        keep.update(u for u in range(lo, hi + 1) if u in src_cmap)
    for hi in range(0xA1, 0xF8):  # all of GB2312: symbols and 6763 hanzi
        for lo in range(0xA1, 0xFF):
            try:
                keep.update(ord(c) for c in bytes([hi, lo]).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    for path in glob.glob(os.path.join(ROOT, "assets/translations/*.json")):
        with open(path, encoding="utf-8") as f:
            for k, v in json.load(f).items():
                keep.update(ord(c) for c in k + v if c >= " ")
    keep.update(ord(c) for c in WANTED)
    return keep


def load_face(source, face):
    for i in range(16):
        font = TTFont(source, fontNumber=i)
        if font["name"].getDebugName(1) == face:
            return font
    sys.exit("make-font: %s not found in %s" % (face, source))


def prefer_proportional(font, source):
    jp = load_face(source, JAPANESE_FACE).getBestCmap()
    for t in font["cmap"].tables:
        if t.isUnicode():
            for u in PROPORTIONAL:
                if u in t.cmap:
                    t.cmap[u] = jp[u]


def do_subset(font, keep):
    opts = subset.Options()
    opts.layout_features = ["ccmp", "kern", "mark", "mkmk"]
    opts.drop_tables += ["VORG", "vhea", "vmtx"]
    opts.hinting = False
    opts.desubroutinize = True
    opts.notdef_outline = True
    opts.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=keep)
    sub.subset(font)


def quadratic(glyphset, name, transform=None):
    """Returns glyph name of glyphset drawn with TrueType quadratic curves."""
    tt = TTGlyphPen(None)
    pen = Cu2QuPen(tt, MAX_ERR, reverse_direction=True)
    if transform:
        pen = TransformPen(pen, transform)
    glyphset[name].draw(pen)
    return tt.glyph()


def to_truetype(font):
    """Replaces the CFF table with glyf/loca (fontTools' otf2ttf recipe)."""
    order = font.getGlyphOrder()
    gs = font.getGlyphSet()
    glyf = font["glyf"] = newTable("glyf")
    font["loca"] = newTable("loca")
    glyf.glyphOrder = order
    glyf.glyphs = {n: quadratic(gs, n) for n in order}
    del font["CFF "]
    maxp = font["maxp"] = newTable("maxp")
    maxp.tableVersion = 0x00010000
    for k in ("maxZones",):
        setattr(maxp, k, 1)
    for k in ("maxTwilightPoints", "maxStorage", "maxFunctionDefs",
              "maxInstructionDefs", "maxStackElements",
              "maxSizeOfInstructions", "maxComponentElements"):
        setattr(maxp, k, 0)
    font["post"].formatType = 3.0
    font.sfntVersion = "\x00\x01\x00\x00"
    fix_lsb(font)


def fix_lsb(font):
    glyf, hmtx = font["glyf"], font["hmtx"]
    for name in font.getGlyphOrder():
        g = glyf[name]
        g.recalcBounds(glyf)
        adv = hmtx[name][0]
        hmtx[name] = (adv, getattr(g, "xMin", 0))


def synthesize(font):
    """Adds or redraws the glyphs listed in SUPER, SUB and FIT."""
    cmap = font.getBestCmap()
    gs = font.getGlyphSet()
    os2, hmtx = font["OS/2"], font["hmtx"]
    # Superscripts sit where the font's own ¹ sits; subscripts use OS/2.
    scale = os2.ySubscriptYSize / font["head"].unitsPerEm
    sup_dy, sub_dy = font["glyf"][cmap[0xB9]].yMin, -os2.ySubscriptYOffset
    new = {}
    for table, dy in ((SUPER, sup_dy), (SUB, sub_dy)):
        for u, c in table.items():
            src = cmap[ord(c)]
            adv, lsb = hmtx[src]
            pad = 40  # scaled glyphs look cramped without a little air
            g = quadratic(gs, src, (scale, 0, 0, scale, pad, dy))
            new[u] = (g, round(adv * scale) + 2 * pad)
    for u, (c, scale, sb) in FIT.items():
        new[u] = fit(font, gs, cmap[ord(c)], scale, sb)
    new[0x2026] = ellipsis(font, gs, cmap[ord(".")])
    order = list(font.getGlyphOrder())
    for u, (g, adv) in sorted(new.items()):
        name = "uni%04X" % u
        order.append(name)
        font["glyf"].glyphs[name] = g
        hmtx.metrics[name] = (adv, 0)
        for t in font["cmap"].tables:
            if t.isUnicode():
                t.cmap[u] = name
    font.setGlyphOrder(order)
    font["glyf"].glyphOrder = order
    fix_lsb(font)


def fit(font, gs, src, s, sb):
    """Returns glyph src scaled by s about its centre and set between side
    bearings sb, and its advance."""
    g = font["glyf"][src]
    w = g.xMax - g.xMin
    cy = (g.yMin + g.yMax) / 2
    t = (s, 0, 0, s, sb - s * g.xMin, cy - s * cy)
    return quadratic(gs, src, t), round(s * w) + 2 * sb


def ellipsis(font, gs, period):
    """Returns … as three periods on the baseline, as English sets it; the
    Chinese face centres its dots, which reads oddly after "Open"."""
    adv = font["hmtx"][period][0]
    pitch = round(adv * 0.85)
    tt = TTGlyphPen(None)
    for i in range(3):
        pen = TransformPen(Cu2QuPen(tt, MAX_ERR, reverse_direction=True),
                           (1, 0, 0, 1, i * pitch, 0))
        gs[period].draw(pen)
    return tt.glyph(), adv + 2 * pitch


def rename(font, weight):
    name = font["name"]
    version = name.getDebugName(5) or ""
    for rec in list(name.names):
        if rec.nameID in (1, 3, 4, 6):
            name.removeNames(nameID=rec.nameID)
    name.setName(FAMILY, 1, 3, 1, 0x409)
    name.setName(FAMILY + " " + weight, 4, 3, 1, 0x409)
    name.setName(FAMILY + "-" + weight, 6, 3, 1, 0x409)
    name.setName("%s-%s; from Noto Sans CJK SC %s" % (FAMILY, weight, version),
                 3, 3, 1, 0x409)
    # Keep the output byte-for-byte reproducible.
    font["head"].modified = font["head"].created


def report(font, keep):
    cmap = font.getBestCmap()
    missing = sorted(u for u in keep if u not in cmap)
    wanted = [c for c in WANTED if ord(c) not in cmap]
    hanzi = sum(1 for u in cmap if 0x4E00 <= u <= 0x9FFF)
    print("glyphs %d, code points %d, hanzi %d" %
          (len(font.getGlyphOrder()), len(cmap), hanzi))
    if wanted:
        print("MISSING wanted symbols:", " ".join(wanted))
    if missing:
        print("not in source font: %d code points, e.g. %s" %
              (len(missing), " ".join("U+%04X" % u for u in missing[:12])))


def make(weight, out):
    source = SOURCES[weight]
    font = load_face(source, FACE)
    prefer_proportional(font, source)
    keep = unicodes(font.getBestCmap())
    do_subset(font, keep)
    to_truetype(font)
    synthesize(font)
    rename(font, weight)
    report(font, keep)
    font.recalcTimestamp = False
    font.save(out)
    print("wrote %s (%d bytes)" % (out, os.path.getsize(out)))


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "assets/fonts")
    os.makedirs(outdir, exist_ok=True)
    make("Regular", os.path.join(outdir, "LabSans.ttf"))
    make("Bold", os.path.join(outdir, "LabSans-Bold.ttf"))


if __name__ == "__main__":
    main()
