#!/usr/bin/env python3
"""Checks that every unsafe line of the package lives in Sources/WiredChecks/Reading, the room for the reads of memory
and metadata, and that no module but Wired imports a test framework: the two arrows of the house that the compiler
alone does not keep.

    python3 Scripts/check-unsafe-room.py             # the package
    python3 Scripts/check-unsafe-room.py FILE...     # these files, as if they were in Sources/WiredChecks/Walk

Unsafe means a raw pointer, `Unmanaged`, `unsafeBitCast`, `withUnsafe…`, `@_silgen_name`, `dlsym` or `dlopen`:
what reads memory the compiler does not check. A read there is on the closed list of Tests/RELIABILITY.md, with the
test that breaks when its assumption does.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
ROOM = ROOT / "Sources" / "WiredChecks" / "Reading"
UNSAFE = re.compile(
    r"\bUnsafe(?:Mutable)?(?:Raw)?(?:Buffer)?Pointer\b|\bOpaquePointer\b|\bUnmanaged\b|\bunsafeBitCast\b"
    r"|\bwithUnsafe\w*|@_silgen_name|\bdlsym\b|\bdlopen\b|\bunsafeAddress\b")
TEST_FRAMEWORK = re.compile(r"^\s*(?:@testable\s+)?import\s+(?:XCTest|Testing)\b", re.M)


def problems(files, in_room):
    found = []
    for path in files:
        text = path.read_text()
        code = "\n".join(line.split("//")[0] for line in text.split("\n"))
        if not in_room(path):
            for number, line in enumerate(code.split("\n"), 1):
                match = UNSAFE.search(line)
                if match:
                    found.append(f"{path}:{number}: `{match.group(0)}` outside the reading room "
                                 "(Sources/WiredChecks/Reading): move the read there, onto its closed list")
        if "Sources/Wired/" not in str(path) and TEST_FRAMEWORK.search(code):
            found.append(f"{path}: imports a test framework outside the Wired module: WiredChecks must link into an app")
    return found


def main():
    if len(sys.argv) > 1:
        files = [pathlib.Path(name).resolve() for name in sys.argv[1:]]
        return report(problems(files, lambda path: False), len(files))
    files = sorted((ROOT / "Sources").rglob("*.swift"))
    return report(problems(files, lambda path: ROOM in path.parents), len(files))


def report(found, count):
    for problem in found:
        print(problem, file=sys.stderr)
    print(f"{count} files: {len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
