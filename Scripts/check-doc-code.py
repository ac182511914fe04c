#!/usr/bin/env python3
"""Checks that every Swift code block in README.md and the DocC articles compiles, that every output block of README.md
is pinned by a test against what Wired prints, and that the install section resolves.

    python3 Scripts/check-doc-code.py
    python3 Scripts/check-doc-code.py --self-test    # proves the checks fail where they must

A block is compiled where it stands verbatim (indentation aside) in code that CI builds and runs: the DocExamples test
target (Linux), a snippet of Snippets/ (run by Scripts/run-snippets.py), IntegrationTests (the ObservableObject form, on OpenCombine) or the Apple stand-ins (UIKit). A
manifest block (`// Package.swift…`) is built for real: a consumer package with that dependency, as a path to a folder
named like the URL's or path's last component, so that the package identity in `.product(name:package:)` is the same;
and its requirement must resolve today: a tag of this repository, or `branch: "main"` while it has none.
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
    *sorted((ROOT / "Snippets").glob("*.swift")),
    *sorted((ROOT / "Tests" / "AppleStandIns" / "Sources" / "DocExamples").glob("*.swift")),
    *sorted((ROOT / "IntegrationTests" / "Tests").rglob("DocExamples.swift")),
]
BLOCK = re.compile(r"```swift\n(.*?)```", re.S)
OUTPUT = re.compile(r"```text\n(.*?)```", re.S)
ADDRESS = "<address>"
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}


def output_blocks():
    """README's output blocks, each with the line it starts on, addresses made alike."""
    text = (ROOT / "README.md").read_text()
    for match in OUTPUT.finditer(text):
        line = text.count("\n", 0, match.start()) + 2
        block = re.sub(r"0x[0-9a-fA-F]{6,}", ADDRESS, match.group(1)).rstrip("\n").split("\n")
        yield pathlib.Path("README.md"), line, block


def check_tour_count():
    """README's `swift run WiredTour` line says how many scenarios the tour runs."""
    readme = (ROOT / "README.md").read_text()
    said = re.search(r"swift run WiredTour +# (\w+) real scenarios", readme)
    runs = len(re.findall(r"tour\.\w+Scenario\(\)", (ROOT / "Sources" / "WiredTour" / "main.swift").read_text()))
    if not said or NUMBERS.get(said.group(1)) != runs:
        return [f"README.md: the tour line must say the tour's {runs} scenarios: '# {said.group(1) if said else '?'} real scenarios'"]
    return []


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


def check_requirement(doc, line, requirement):
    """The requirement must resolve today: a `from:` version that is a tag of this repository, or, while it has no
    tag, its `main` branch."""
    tags = subprocess.run(["git", "-C", str(ROOT), "tag"], capture_output=True, text=True).stdout.split()
    branch = re.fullmatch(r'branch: "([^"]+)"', requirement)
    version = re.fullmatch(r'from: "([^"]+)"', requirement)
    if branch and not tags and branch.group(1) == "main":
        return []
    if version and version.group(1) in tags:
        return []
    known = ", ".join(tags) if tags else "none"
    return [f"{doc}:{line}: `{requirement}` does not resolve: the repository's tags are {known}; use "
            + ('branch: "main" until the first tag' if not tags else "from: one of them")]


def check_manifest(doc, line, block):
    """Builds a consumer package from the manifest block: Wired is copied where the block finds it, under the folder
    name that gives the identity `.product(name:package:)` uses."""
    text = "\n".join(block)
    url = re.search(r'\.package\(url: "([^"]+)", ((?:from|branch): "[^"]+")\)', text)
    path = re.search(r'\.package\((?:name: "[^"]+", )?path: "([^"]+)"\)', text)
    if url:
        problems = check_requirement(doc, line, url.group(2))
        folder_name = url.group(1).rstrip("/").split("/")[-1].removesuffix(".git")
        dependency = url.group(0)
        replacement = f'.package(path: "../{folder_name}")'
    elif path:
        problems = []
        folder_name = path.group(1).rstrip("/").split("/")[-1]
        dependency = replacement = path.group(0)
        if not path.group(1).startswith("../"):
            return [f"{doc}:{line}: the path dependency must be a sibling folder, ../<name>"]
    else:
        return [f"{doc}:{line}: the manifest block names no .package(url:) or .package(path:)"]
    with tempfile.TemporaryDirectory() as temporary:
        folder = pathlib.Path(temporary)
        shutil.copytree(
            ROOT, folder / folder_name, symlinks=True, ignore=shutil.ignore_patterns(".build*", ".git", ".swiftpm"))
        fragment = "\n".join(block[1:]).replace(dependency, replacement)
        consumer = folder / "Consumer"
        (consumer / "Sources" / "App").mkdir(parents=True)
        (consumer / "Tests" / "AppTests").mkdir(parents=True)
        (consumer / "Package.swift").write_text(
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n  name: \"Consumer\",\n"
            + "\n".join("  " + text for text in fragment.split("\n")) + "\n)\n")
        (consumer / "Sources" / "App" / "App.swift").write_text(
            "public final class Log {}\n\npublic final class App {\n  public var log: Log?\n  public init() {}\n}\n")
        (consumer / "Tests" / "AppTests" / "AppTests.swift").write_text(
            "import App\nimport Testing\nimport Wired\n\n"
            "@Test func appIsChecked() { #expect(checkInjections(App()).missing.map(\\.path) == [\"log\"]) }\n")
        build = subprocess.run(["swift", "test", "--package-path", str(consumer)], capture_output=True, text=True)
        if build.returncode != 0:
            problems.append(f"{doc}:{line}: the manifest block does not build a consumer package:\n{build.stdout}{build.stderr}")
    return problems


def self_test():
    """The checks fail where they must: a version that is no tag, and a branch other than main while none is."""
    tags = subprocess.run(["git", "-C", str(ROOT), "tag"], capture_output=True, text=True).stdout.split()
    assert check_requirement("README.md", 1, 'from: "0.0.0-never"'), "accepted a version that is no tag"
    if not tags:
        assert check_requirement("README.md", 1, 'branch: "develop"'), "accepted a branch other than main"
    assert not stands_in(["Expected x", "  Found: y"], ["  Expected x", "  Found: z"]), "matched a changed block"
    print("check-doc-code.py rejects a version that is no tag, another branch, and a changed output block")


def main():
    if "--self-test" in sys.argv:
        self_test()
        return 0
    compiled = {path: path.read_text().split("\n") for path in COMPILED}
    problems = check_tour_count()
    # NB: an output block stands in a test that compares it with what Wired prints, addresses interpolated there.
    expected = {
        path: [re.sub(r"\\\(address\([^)]*\)\)", ADDRESS, line) for line in lines] for path, lines in compiled.items()
    }
    outputs = 0
    for doc, line, block in output_blocks():
        outputs += 1
        if not any(stands_in(block, lines) for lines in expected.values()):
            problems.append(
                f"{doc}:{line}: this output block is compared with no real output; pin it verbatim in a test of "
                "Tests/DocExamples that checks the message Wired prints:\n    " + "\n    ".join(block))
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
    print(f"{count} Swift blocks in README.md and the articles, {outputs} output blocks in README.md: "
          + f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
