#!/usr/bin/env python3
"""The DocC article "Your own app" (Sources/Coordsim/Coordsim.docc/YourOwnApp.md) is the README's
"Your own app" section, so the guide that Tests/Guide/check-guide.sh builds is the one the docs show.

    Scripts/guide-article.py update   # rewrite the article from README.md
    Scripts/guide-article.py check    # exit 1 when the article is not the README's section
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
README = os.path.join(ROOT, "README.md")
ARTICLE = os.path.join(ROOT, "Sources", "Coordsim", "Coordsim.docc", "YourOwnApp.md")
REPOSITORY = "https://github.com/coordsim/coordsim/blob/main/"


def article():
    readme = open(README).read()
    start = readme.index("## Your own app\n")
    end = readme.index("\n## ", start + 1)
    body = readme[start:end].split("\n", 1)[1].strip("\n")
    # The README's links are relative to the repository; an article's must be absolute.
    body = re.sub(r"\]\(((?:docs|Tests|Examples)/[^)]+)\)", lambda m: f"]({REPOSITORY}{m.group(1)})", body)
    return ("# Your own app\n\n"
            "Build an app with a child coordinator, run it in the terminal, and explore it.\n\n"
            "## Overview\n\n"
            "<!-- Generated from README.md's \"Your own app\" by Scripts/guide-article.py: edit the README. -->\n\n"
            f"{body}\n")


def main(argv):
    command = argv[1] if len(argv) > 1 else "check"
    if command == "update":
        with open(ARTICLE, "w") as handle:
            handle.write(article())
        return 0
    if command == "check":
        current = open(ARTICLE).read() if os.path.exists(ARTICLE) else ""
        if current != article():
            print(f"{os.path.relpath(ARTICLE, ROOT)} is not README.md's \"Your own app\" section: "
                  "run Scripts/guide-article.py update", file=sys.stderr)
            return 1
        return 0
    print(__doc__, file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv))
