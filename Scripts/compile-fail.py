#!/usr/bin/env python3
"""Fails unless each compile-fail fixture fails to compile exactly where, and with the text, that it says.

    python3 Scripts/compile-fail.py                # every fixture in Scripts/CompileFailFixtures, against .build/debug
    python3 Scripts/compile-fail.py --self-test    # proves the check fails on a fixture whose expectation is wrong

A fixture is a Swift file that imports Wired. A line that must not compile ends with
`// expected-error: <the compiler's message>`; the check type-checks the file against the modules `swift build`
left in `.build/debug/Modules` and fails when a marked line gives no error with that text, or any other line gives
an error. So the right spellings beside the typos prove that the typed forms still compile.
"""
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Scripts" / "CompileFailFixtures"
MODULES = ROOT / ".build" / "debug" / "Modules"
EXPECTED = re.compile(r"//\s*expected-error:\s*(.+?)\s*$")
ERROR = re.compile(r"^(?P<file>[^:\s]+\.swift):(?P<line>\d+):\d+: error: (?P<text>.+)$")


def problems(fixture: pathlib.Path) -> list[str]:
    expected = {}
    for number, line in enumerate(fixture.read_text().splitlines(), start=1):
        match = EXPECTED.search(line)
        if match:
            expected[number] = match.group(1)
    result = subprocess.run(["swiftc", "-typecheck", "-I", str(MODULES), str(fixture)], capture_output=True, text=True)
    found: dict[int, list[str]] = {}
    for line in (result.stdout + result.stderr).splitlines():
        match = ERROR.match(line.strip())
        if match and pathlib.Path(match.group("file")).name == fixture.name:
            found.setdefault(int(match.group("line")), []).append(match.group("text"))
    found_problems = []
    for number, text in sorted(expected.items()):
        if text not in found.get(number, []):
            seen = "; ".join(found.get(number, [])) or "no error"
            found_problems.append(f"{fixture.name}:{number}: expected error \"{text}\", got: {seen}")
    for number, texts in sorted(found.items()):
        if number not in expected:
            found_problems.append(f"{fixture.name}:{number}: unexpected error: {'; '.join(texts)}")
    if not expected and result.returncode == 0:
        found_problems.append(f"{fixture.name}: expects no error and compiles: not a compile-fail fixture")
    return found_problems


def main() -> int:
    if not MODULES.exists():
        print(f"{MODULES} is missing: run `swift build` first", file=sys.stderr)
        return 1
    if "--self-test" in sys.argv:
        # NB: each fixture with its first expectation changed, and with its first marked line's marker removed.
        for fixture in sorted(FIXTURES.glob("*.swift")):
            text = fixture.read_text()
            marker = "// expected-error: "
            wrong_text = text.replace(marker, marker + "not ", 1)
            unmarked = re.sub(r"\s*//\s*expected-error:[^\n]*", "", text, count=1)
            for name, changed in (("a wrong expectation", wrong_text), ("an unmarked error", unmarked)):
                with tempfile.TemporaryDirectory() as folder:
                    wrong = pathlib.Path(folder) / fixture.name
                    wrong.write_text(changed)
                    if changed == text or not problems(wrong):
                        print(f"compile-fail.py accepted {name} in {fixture.name}: the check is broken",
                              file=sys.stderr)
                        return 1
        print("compile-fail.py refuses a wrong expectation and an unmarked error in every fixture")
        return 0
    failures = []
    fixtures = sorted(FIXTURES.glob("*.swift"))
    for fixture in fixtures:
        failures += problems(fixture)
    for failure in failures:
        print(failure, file=sys.stderr)
    if failures:
        return 1
    print(f"{len(fixtures)} compile-fail fixture(s): every marked line fails with its text, every other line compiles")
    return 0


if __name__ == "__main__":
    sys.exit(main())
