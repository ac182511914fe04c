#!/usr/bin/env python3
"""The second line behind the module boundary: checks that every unsafe line of the package lives in
Sources/WiredReading, the module of the reads of memory and metadata; that its package API hands out no raw pointer;
and that no module but Wired imports a test framework.

    python3 Scripts/check-unsafe-room.py             # the package
    python3 Scripts/check-unsafe-room.py FILE...     # these files, as if they were in Sources/WiredChecks/Walk

The first line is the compiler: WiredChecks and Wired see WiredReading only through its `package` declarations, none
of which takes or gives a pointer. Unsafe means a raw pointer, `Unmanaged`, `unsafeBitCast`, `unsafeDowncast`,
`withUnsafe…`, `load(as:)`, `assumingMemoryBound`, `pointee`, `@_silgen_name`, `@_extern`, `dlsym` or `dlopen`: what
reads memory the compiler does not check. A read there is on the closed list of Tests/RELIABILITY.md, with the test
that breaks when its assumption does.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
ROOM = ROOT / "Sources" / "WiredReading"
POINTER = (r"\bUnsafe(?:Mutable)?(?:Raw)?(?:Buffer)?Pointer\b|\bOpaquePointer\b|\bUnmanaged\b"
           r"|\bAutoreleasingUnsafeMutablePointer\b|\bCVaListPointer\b")
UNSAFE = re.compile(
    POINTER + r"|\bunsafeBitCast\b|\bunsafeDowncast\b|\bwithUnsafe\w*|\bload\(\s*(?:fromByteOffset:|as:)"
    r"|\bassumingMemoryBound\b|\bbindMemory\b|\.pointee\b|@_silgen_name|@_extern|\bdlsym\b|\bdlopen\b"
    r"|\bunsafeAddress\b|\bString\(\s*cString:")
PACKAGE_POINTER = re.compile(r"^\s*(?:@\w+\s+)*(?:package|public|open)\b.*(?:" + POINTER + ")")
TEST_FRAMEWORK = re.compile(r"^\s*(?:@testable\s+)?import\s+(?:XCTest|Testing)\b", re.M)
STRING = re.compile(r'"(?:\\.|[^"\\])*"')


def code_of(text):
    """The text without comments: a string literal is blanked first, so that a `//` inside one hides nothing."""
    return "\n".join(STRING.sub('""', line).split("//")[0] for line in text.split("\n"))


def problems(files, in_room):
    found = []
    for path in files:
        code = code_of(path.read_text())
        for number, line in enumerate(code.split("\n"), 1):
            if not in_room(path):
                match = UNSAFE.search(line)
                if match:
                    found.append(f"{path}:{number}: `{match.group(0)}` outside the reading module "
                                 "(Sources/WiredReading): move the read there, onto its closed list")
            elif PACKAGE_POINTER.search(line):
                found.append(f"{path}:{number}: a package declaration of the reading module that takes or gives a raw "
                             "pointer: keep it internal, and give the rest of Wired a value instead")
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
