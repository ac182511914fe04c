#!/usr/bin/env python3
"""Checks that every Swift code block in README.md and the DocC articles compiles, and that the docs' version exists.

    python3 Scripts/check-doc-code.py

A block is compiled where it stands verbatim (indentation aside) in code that CI builds and runs: the DocExamples test
target (Linux), IntegrationTests (the ObservableObject form, on OpenCombine) or the Apple stand-ins (UIKit). The
manifest block (`// Package.swift`) is built for real: a consumer package with that dependency, as a path to a folder
named like the URL's last component, so that the package identity in `.product(name:package:)` is the same.
"""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "Sources" / "Wired" / "Wired.docc").glob("*.md"))]
COMPILED = [
    *sorted((ROOT / "Tests" / "DocExamples").rglob("*.swift")),
    *sorted((ROOT / "Tests" / "SnippetTests").glob("*.swift")),
    *sorted((ROOT / "Tests" / "AppleStandIns" / "Sources" / "DocExamples").glob("*.swift")),
    *sorted((ROOT / "IntegrationTests" / "Tests").rglob("DocExamples.swift")),
]
BLOCK = re.compile(r"```swift\n(.*?)```", re.S)


def blocks():
    for doc in DOCS:
        text = doc.read_text()
        for match in BLOCK.finditer(text):
            line = text.count("\n", 0, match.start()) + 2
            yield doc.relative_to(ROOT), line, match.group(1).rstrip("\n").split("\n")


def stands_in(block, lines):
    """Whether `block` appears in `lines` as consecutive lines, all indented alike."""
    first = block[0]
    for start, line in enumerate(lines):
        if not line.endswith(first) or line[: len(line) - len(first)].strip():
            continue
        indent = line[: len(line) - len(first)]
        window = lines[start : start + len(block)]
        if len(window) == len(block) and all(
            (found == indent + wanted) or (not wanted.strip() and not found.strip()) for found, wanted in zip(window, block)
        ):
            return True
    return False


def check_manifest(doc, line, block):
    url = re.search(r'\.package\(url: "([^"]+)", from: "([^"]+)"\)', "\n".join(block))
    if not url:
        return [f"{doc}:{line}: the manifest block names no .package(url:from:)"]
    problems = []
    version = url.group(2)
    if f"## [{version}]" not in (ROOT / "CHANGELOG.md").read_text():
        problems.append(f"{doc}:{line}: from: \"{version}\" names a version with no release section in CHANGELOG.md")
    identity = url.group(1).rstrip("/").split("/")[-1].removesuffix(".git")
    with tempfile.TemporaryDirectory() as temporary:
        folder = pathlib.Path(temporary)
        shutil.copytree(
            ROOT, folder / identity, symlinks=True, ignore=shutil.ignore_patterns(".build*", ".git", ".swiftpm"))
        fragment = "\n".join(block[1:]).replace(url.group(0), f'.package(path: "../{identity}")')
        consumer = folder / "Consumer"
        (consumer / "Sources" / "App").mkdir(parents=True)
        (consumer / "Tests" / "AppTests").mkdir(parents=True)
        (consumer / "Package.swift").write_text(
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n  name: \"Consumer\",\n"
            + "\n".join("  " + text for text in fragment.split("\n")) + "\n)\n")
        (consumer / "Sources" / "App" / "App.swift").write_text("public final class App {\n  public var log: String?\n  public init() {}\n}\n")
        (consumer / "Tests" / "AppTests" / "AppTests.swift").write_text(
            "import App\nimport Testing\nimport Wired\n\n"
            "@Test func appIsChecked() { #expect(checkInjections(in: App()).missing.map(\\.path) == [\"log\"]) }\n")
        build = subprocess.run(["swift", "test", "--package-path", str(consumer)], capture_output=True, text=True)
        if build.returncode != 0:
            problems.append(f"{doc}:{line}: the manifest block does not build a consumer package:\n{build.stdout}{build.stderr}")
    return problems


def main():
    compiled = {path: path.read_text().split("\n") for path in COMPILED}
    problems = []
    count = 0
    for doc, line, block in blocks():
        count += 1
        if block[0].startswith("// Package.swift"):
            problems += check_manifest(doc, line, block)
        elif not any(stands_in(block, lines) for lines in compiled.values()):
            problems.append(
                f"{doc}:{line}: this Swift block stands in no compiled example; add it verbatim to Tests/DocExamples "
                "(or, for UIKit, Tests/AppleStandIns/Sources/DocExamples):\n    " + "\n    ".join(block))
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"{count} Swift blocks in README.md and the articles: {count - len(problems)} compiled, {len(problems)} not")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
