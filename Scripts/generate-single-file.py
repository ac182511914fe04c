#!/usr/bin/env python3
"""Generates Snippets/WiredInOneFile.swift from Sources/Wired: all of Wired in one file to copy into a test target.

    python3 Scripts/generate-single-file.py                 # writes Snippets/WiredInOneFile.swift
    python3 Scripts/generate-single-file.py --check         # fails when the committed file is stale
    python3 Scripts/generate-single-file.py --public PATH   # the same sources with the public API kept, for parity tests

In the copy-in file, Wired's public API is internal (it lives in the test target it is dropped into) and its
machinery is fileprivate, so that no helper name can clash with the target's own. Apple-only code stays behind
its `#if canImport(...)`. The sources are concatenated in path order; nothing else changes.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = ROOT / "Sources" / "Wired"
OUTPUT = ROOT / "Snippets" / "WiredInOneFile.swift"

DECLARATION = r"(?:final |indirect )?(?:class|struct|enum|protocol|func|let|var|typealias|actor)\b"
PUBLIC = re.compile(
    r"\b(?:public|open)\s+(?=(?:final|override|static|class|func|var|let|init|struct|enum|protocol|extension"
    r"|typealias|subscript|private|convenience|required|nonisolated|mutating|indirect|lazy|actor|@|\w+\s*\())")
TOP_LEVEL = re.compile(r"^(\s*)((?:@\w+(?:\([^)]*\))?\s+)*)(" + DECLARATION + ")")
TYPE_NAME = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:final |indirect )?(?:class|struct|enum|protocol|typealias|actor)\s+(\w+)")
MEMBER = re.compile(
    r"^(\s*)((?:@\w+(?:\([^)]*\))?\s+)*)((?:static |class |override |mutating |nonisolated )*(?:func|var|let|init|subscript)\b)")
ACCESS = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open|internal|fileprivate|private)\b")
EXTENSION = re.compile(r"^(\s*)extension\s+[\w.<>]+\s*(?:where [^{]*)?\{")

HEADER = """\
// WiredInOneFile.swift: all of Wired in one file, generated from Sources/Wired by Scripts/generate-single-file.py.
// Do not edit: change Sources/Wired and generate again (CI fails when this file is stale).
//
// Copy this file alone into a test target: it needs no package dependency, only the toolchain (Foundation, XCTest,
// Testing, Observation). Its API is internal to that target, with the same names, behaviour and messages as the
// Wired package; its machinery is fileprivate. Failures say `WiredInOneFile.swift` where the package says the file.
"""


def code_lines(text, machinery=frozenset()):
    """Yields each line with what it sits in: the brace depth before it, and whether the innermost brace is the body
    of a public type or of an extension of one. Braces are counted outside strings and comments."""
    scopes = []
    in_block_string = False
    previous = ""
    for line in text.split("\n"):
        yield line, len(scopes), bool(scopes) and scopes[-1] == "public type"
        index = 0
        in_string = False
        while index < len(line):
            if line.startswith('"""', index):
                in_block_string = not in_block_string
                index += 3
                continue
            char = line[index]
            if in_block_string:
                index += 1
                continue
            if in_string:
                if char == "\\":
                    index += 2
                    continue
                if char == '"':
                    in_string = False
            elif line.startswith("//", index):
                break
            elif char == '"':
                in_string = True
            elif char == "{":
                # NB: a brace alone on its line opens the declaration that the lines before it wrote.
                opener = line[:index] if line[:index].strip() else previous
                is_type = re.search(r"\b(?:class|struct|enum|protocol|extension|actor)\s+\w", opener) and not re.search(
                    r"\b(?:func|var|let|init|case|if|guard|for|while|switch|return)\b|=", opener)
                extended = re.search(r"\bextension\s+(\w+)", opener)
                is_public = re.search(r"\b(?:public|open)\b", opener) or (extended and extended.group(1) not in machinery)
                scopes.append("public type" if is_type and is_public else "type" if is_type else "code")
            elif char == "}" and scopes:
                scopes.pop()
            index += 1
        stripped = line.strip()
        if stripped and not stripped.startswith("//"):
            previous = line if re.match(r"\s*(?:@|public|open|final|class|struct|enum|protocol|extension|actor)", line) else (
                previous + " " + stripped if previous and not stripped.endswith("}") else "")

def extension_is_machinery(lines, start):
    """Whether the extension opening at `start` is machinery: no member public, and none with its own access level."""
    depth = 0
    for line in lines[start:]:
        if re.search(r"\b(?:public|open|fileprivate|private)\b", line.split("//")[0]):
            return False
        depth += line.count("{") - line.count("}")
        if depth <= 0 and "}" in line:
            return True
    return True


def machinery_types(texts):
    """The names of the top-level types that are not public: they become fileprivate."""
    names = set()
    for text in texts:
        for line, depth, _ in code_lines(text):
            match = TYPE_NAME.match(line)
            if depth == 0 and match and not re.search(r"\b(?:public|open)\b", line):
                names.add(match.group(1))
    return names


def transform(text, keep_public, machinery):
    if keep_public:
        return text
    uses_machinery = re.compile(r"\b(?:" + "|".join(sorted(machinery)) + r")\b")
    lines = text.split("\n")
    output = []
    in_converted_extension = False
    for number, (line, depth, in_public_type) in enumerate(code_lines(text, machinery)):
        if depth == 0:
            in_converted_extension = False
        stripped = line.lstrip()
        if stripped.startswith("//") or stripped.startswith("#"):
            output.append(line)
            continue
        made_internal = PUBLIC.sub("", line)
        if made_internal != line:
            line = made_internal
        elif depth == 0 and not stripped.startswith("import "):
            if TOP_LEVEL.match(line) and not ACCESS.match(line):
                line = TOP_LEVEL.sub(r"\1\2fileprivate \3", line, count=1)
            elif EXTENSION.match(line) and extension_is_machinery(lines, number):
                line = re.sub(r"^(\s*)extension", r"\1fileprivate extension", line)
                in_converted_extension = True
        elif in_public_type and not in_converted_extension and MEMBER.match(line) and not ACCESS.match(line) and uses_machinery.search(line.split("{")[0]):
            # NB: an internal member of a public type whose signature names machinery must be fileprivate too.
            line = MEMBER.sub(r"\1\2fileprivate \3", line, count=1)
        output.append(line)
    return "\n".join(output)


def generate(keep_public):
    paths = sorted(SOURCES.rglob("*.swift"))
    machinery = machinery_types(path.read_text() for path in paths)
    parts = [HEADER]
    for path in paths:
        relative = path.relative_to(SOURCES)
        parts.append(f"// MARK: - {relative}\n\n" + transform(path.read_text(), keep_public, machinery).strip() + "\n")
    return "\n".join(parts)


def main(arguments):
    if arguments[:1] == ["--public"] and len(arguments) == 2:
        pathlib.Path(arguments[1]).parent.mkdir(parents=True, exist_ok=True)
        pathlib.Path(arguments[1]).write_text(generate(keep_public=True))
        return 0
    text = generate(keep_public=False)
    if arguments == ["--check"]:
        if not OUTPUT.exists() or OUTPUT.read_text() != text:
            print(f"{OUTPUT.relative_to(ROOT)} is stale: run python3 Scripts/generate-single-file.py", file=sys.stderr)
            return 1
        print(f"{OUTPUT.relative_to(ROOT)} is current")
        return 0
    if arguments:
        print(__doc__, file=sys.stderr)
        return 2
    OUTPUT.write_text(text)
    print(f"wrote {OUTPUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
