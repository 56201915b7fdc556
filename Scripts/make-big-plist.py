#!/usr/bin/env python3
"""Writes an N-row XML property list of quote rows, streaming to disk.

Usage: make-big-plist.py N OUT [--sections K]

The root is an array of row dictionaries; with --sections K it is a dictionary
{sections: [{rows: [...], title: ...}, ...]} with keys sorted the way Foundation and
plistlib write them (rows before title). Every tenth row is an ad (cell = AdCell).
Nothing is built in memory: rows are written as they are generated.
"""
import argparse
import random
from xml.sax.saxutils import escape

WORDS = ("the quick brown fox jumps over a lazy dog while life is what happens when "
         "you are busy making other plans & <small> things matter more than we think").split()
NAMES = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov",
         "Donald Knuth", "Margaret Hamilton", "Ken Thompson", "Frances Allen", "Niklaus Wirth"]


def string(key, value, indent):
    return f"{indent}<key>{key}</key>\n{indent}<string>{escape(value)}</string>\n"


def row(rng, index, indent):
    inner = indent + "\t"
    if index % 10 == 9:
        body = (string("cell", "AdCell", inner)
                + string("text", f"Ad number {index}: buy more quotes.", inner)
                + string("title", "Sponsored", inner))
    else:
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(6, 30)))
        body = ""
        if index % 3 == 0:
            body += string("imageName", f"photo-{index % 50}.jpg", inner)
        body += string("personName", NAMES[index % len(NAMES)], inner)
        body += string("text", text.capitalize() + ".", inner)
        if index % 7 == 0:
            body += string("url", f"https://example.com/quotes/{index}", inner)
    return f"{indent}<dict>\n{body}{indent}</dict>\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rows", type=int)
    parser.add_argument("out")
    parser.add_argument("--sections", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(42)
    with open(args.out, "w", encoding="utf-8", buffering=1 << 20) as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                  '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
                  '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n')
        if args.sections <= 0:
            out.write("<array>\n")
            for index in range(args.rows):
                out.write(row(rng, index, "\t"))
            out.write("</array>\n")
        else:
            out.write("<dict>\n\t<key>sections</key>\n\t<array>\n")
            per_section = -(-args.rows // args.sections)
            for section in range(args.sections):
                first = section * per_section
                last = min(args.rows, first + per_section)
                out.write("\t\t<dict>\n\t\t\t<key>rows</key>\n\t\t\t<array>\n")
                for index in range(first, last):
                    out.write(row(rng, index, "\t\t\t\t"))
                out.write("\t\t\t</array>\n")
                out.write(string("title", f"Section {section + 1}", "\t\t\t"))
                out.write("\t\t</dict>\n")
            out.write("\t</array>\n</dict>\n")
        out.write("</plist>\n")


if __name__ == "__main__":
    main()
