#!/usr/bin/env python3
"""Build cost: the same one-test consumer, built clean with no dependency, with Wired (by path), with pointfree's
IssueReporting + CustomDump, and with Nimble, alternating, three runs each; prints medians and each one's ratio to the
consumer with no dependency.

    python3 Benchmarks/build-cost.py [runs] [consumer name filter]

The side "Wired without XCTest" builds a worktree of this checkout's HEAD whose two XCTest adapters are compiled out (its
reporting to XCTest and `trackForMemoryLeaks`, the only code that imports XCTest): what the compile-time import of
XCTest costs a consumer, measured rather than guessed.

Dependencies are resolved once before timing; each timed build starts from `swift package clean` (sources kept,
build products removed), as a team's clean CI build does.
"""
import pathlib
import resource
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent

CONSUMERS = {
    "no dependency": ("", "", "import Testing\n\n@Test func wired() {\n  let scene = Scene()\n  #expect(scene.view == nil)\n}\n"),
    "Wired": (
        '.package(name: "Wired", path: "{root}")',
        '.product(name: "Wired", package: "Wired")',
        "import Testing\nimport Wired\n\n@Test func wired() {\n  assertAllInjected(Scene(), except: [\"view\"])\n}\n",
    ),
    "Wired without XCTest": (
        '.package(name: "Wired", path: "{without_xctest}")',
        '.product(name: "Wired", package: "Wired")',
        "import Testing\nimport Wired\n\n@Test func wired() {\n  assertAllInjected(Scene(), except: [\"view\"])\n}\n",
    ),
    "IssueReporting + CustomDump": (
        '.package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", exact: "1.13.1"), '
        '.package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3")',
        '.product(name: "IssueReporting", package: "xctest-dynamic-overlay"), '
        '.product(name: "CustomDump", package: "swift-custom-dump")',
        "import CustomDump\nimport IssueReporting\nimport Testing\n\n@Test func wired() {\n"
        "  expectNoDifference(Scene().view == nil, true)\n  if Scene().view != nil { reportIssue(\"view set\") }\n}\n",
    ),
    "Nimble": (
        '.package(url: "https://github.com/Quick/Nimble", exact: "14.0.0")',
        '.product(name: "Nimble", package: "Nimble")',
        "import Nimble\nimport Testing\n\n@Test func wired() {\n  expect(Scene().view).to(beNil())\n}\n",
    ),
}

APP = "public final class Scene {\n  public weak var view: AnyObject?\n  public init() {}\n}\n"


XCTEST_ADAPTERS = ["Sources/Wired/Adapters/XCTestReporter.swift", "Sources/Wired/Adapters/XCTestCase+TrackForMemoryLeaks.swift"]


def copy_without_xctest(folder):
    """A copy of this checkout's package, its XCTest adapters compiled out."""
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(folder)], check=True, capture_output=True)
    for adapter in XCTEST_ADAPTERS:
        path = folder / adapter
        text = path.read_text()
        assert "#if canImport(XCTest)" in text, f"{adapter} no longer imports XCTest behind canImport: update the list"
        path.write_text(text.replace("#if canImport(XCTest)", "#if false"))


def make(folder, name, dependency, product, test, without_xctest=""):
    folder.mkdir(parents=True)
    (folder / "Sources" / "App").mkdir(parents=True)
    (folder / "Tests" / "AppTests").mkdir(parents=True)
    (folder / "Sources" / "App" / "App.swift").write_text(APP)
    (folder / "Tests" / "AppTests" / "AppTests.swift").write_text("import App\n" + test)
    products = ", " + product if product else ""
    (folder / "Package.swift").write_text(
        "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n"
        '  name: "Consumer",\n  platforms: [.macOS(.v13)],\n'
        f"  dependencies: [{dependency.format(root=ROOT, without_xctest=without_xctest)}],\n"
        '  targets: [\n    .target(name: "App"),\n'
        f'    .testTarget(name: "AppTests", dependencies: ["App"{products}]),\n  ]\n)\n')
    subprocess.run(["swift", "package", "resolve", "--package-path", str(folder)], check=True, capture_output=True)


def timed_build(folder):
    subprocess.run(["swift", "package", "clean", "--package-path", str(folder)], check=True, capture_output=True)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    subprocess.run(["swift", "build", "--build-tests", "--package-path", str(folder)], check=True, capture_output=True)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    only = sys.argv[2] if len(sys.argv) > 2 else ""
    consumers = {name: value for name, value in CONSUMERS.items() if name == "no dependency" or only in name}
    with tempfile.TemporaryDirectory() as temporary:
        without_xctest = pathlib.Path(temporary) / "wired-without-xctest"
        if "Wired without XCTest" in consumers:
            copy_without_xctest(without_xctest)
        folders = {}
        for index, (name, (dependency, product, test)) in enumerate(consumers.items()):
            folders[name] = pathlib.Path(temporary) / f"consumer{index}"
            make(folders[name], name, dependency, product, test, without_xctest)
        results = {name: [] for name in consumers}
        for run in range(runs):
            for name, folder in folders.items():
                results[name].append(timed_build(folder))
                print(f"run {run + 1}, {name}: {results[name][-1][0]:.1f} s wall", file=sys.stderr)
        base_wall = statistics.median(wall for wall, _ in results["no dependency"])
        base_cpu = statistics.median(cpu for _, cpu in results["no dependency"])
        print(f"Clean `swift build --build-tests` of a one-test consumer, {runs} runs each, alternating, medians:")
        for name, samples in results.items():
            wall = statistics.median(w for w, _ in samples)
            cpu = statistics.median(c for _, c in samples)
            print(f"  {name:<30} {wall:6.1f} s wall ({wall / base_wall:.2f})   {cpu:6.1f} s CPU ({cpu / base_cpu:.2f})")
        if "Wired without XCTest" in consumers:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(without_xctest)],
                           check=True, capture_output=True)


if __name__ == "__main__":
    main()
