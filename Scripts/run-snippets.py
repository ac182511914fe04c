#!/usr/bin/env python3
"""Runs every snippet of Snippets/ and README.md's first test as users run them: each copied alone into a test target
of a new package that depends on Wired by path and on nothing else, then `swift test` on that package.

Checks first that each snippet stays within 150 lines and all of them within 1,500, InjectionCheck.swift (an app-side
file, tested by Tests/SnippetTests) within 250. Fails when a build fails, a test fails, or a target runs no test.

    python3 Scripts/run-snippets.py [--scratch-path PATH]
"""

import argparse
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
SNIPPETS = ROOT / "Snippets"
APP_SIDE = "InjectionCheck.swift"
MOST_LINES, MOST_LINES_IN_ALL, MOST_LINES_APP_SIDE = 150, 1_500, 250


def readme_first_test() -> str:
    """The first Swift block of README.md, the test a new user pastes first."""
    text = (ROOT / "README.md").read_text()
    block = re.search(r"```swift\n(.*?)```", text, re.S)
    if not block:
        sys.exit("README.md has no Swift block")
    return block.group(1)


def check_sizes(files: list[pathlib.Path]) -> None:
    sizes = {file.name: len(file.read_text().splitlines()) for file in files}
    for name, lines in sorted(sizes.items()):
        print(f"{lines:5d}  Snippets/{name}")
    total = sum(sizes.values())
    print(f"{total:5d}  in all")
    too_long = [name for name, lines in sizes.items() if lines > (MOST_LINES_APP_SIDE if name == APP_SIDE else MOST_LINES)]
    if too_long or total > MOST_LINES_IN_ALL:
        sys.exit(f"snippets too long: {too_long or 'in all'} (at most {MOST_LINES} lines each, {MOST_LINES_IN_ALL} in all)")


def write_package(folder: pathlib.Path, tests: dict[str, str]) -> None:
    targets = ",\n".join(
        f'    .testTarget(name: "{name}", dependencies: [.product(name: "Wired", package: "Wired")])' for name in tests
    )
    (folder / "Package.swift").write_text(
        f"""// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SnippetRun",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  dependencies: [.package(name: "Wired", path: "{ROOT}")],
  targets: [
{targets}
  ],
  swiftLanguageModes: [.v6]
)
"""
    )
    for name, source in tests.items():
        target = folder / "Tests" / name
        target.mkdir(parents=True)
        (target / f"{name}.swift").write_text(source)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--scratch-path", help="the build folder to use (kept between runs)")
    arguments = parser.parse_args()
    files = sorted(SNIPPETS.glob("*.swift"))
    check_sizes(files)
    tests = {f"{file.stem}Tests": file.read_text() for file in files if file.name != APP_SIDE}
    tests["ReadmeFirstTest"] = readme_first_test()
    folder = pathlib.Path(tempfile.mkdtemp(prefix="wired-snippets-"))
    try:
        write_package(folder, tests)
        command = ["swift", "test", "--package-path", str(folder), "-Xswiftc", "-warnings-as-errors"]
        if arguments.scratch_path:
            command += ["--scratch-path", str(pathlib.Path(arguments.scratch_path).resolve())]
        run = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        print(run.stdout)
        if run.returncode != 0:
            sys.exit(f"the snippets' tests failed (exit {run.returncode})")
        # NB: every target must have run tests: a snippet whose tests were left out would pass with none.
        for name in tests:
            # NB: what only Apple's systems compile is type-checked by Tests/AppleStandIns, not run here.
            source = re.sub(r"#if canImport\((?:UIKit|AppKit)\).*?#endif", "", tests[name], flags=re.S)
            ran = re.findall(r"✔ Test (\w+)\(", run.stdout) + re.findall(r"Test Case '\w+\.(\w+)' passed", run.stdout)
            declared = re.findall(r"@Test(?:\([^)]*\))? func (\w+)", source) + re.findall(r"func (test\w+)\(", source)
            missing = [test for test in declared if test not in ran]
            if not declared or missing:
                sys.exit(f"{name}: tests declared but not run: {missing or 'none declared'}")
        print(f"{len(tests)} test targets, each one snippet alone (and README's first test): every test passed")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
