#!/usr/bin/env python3
"""Generates the copy-in snippets of Snippets/ from Sources/Wired: one file per job, each self-contained.

    python3 Scripts/generate-snippets.py           # writes Snippets/Wired*.swift
    python3 Scripts/generate-snippets.py --check   # fails when a committed snippet is stale
    python3 Scripts/generate-snippets.py --sizes   # prints each snippet's line count, as Snippets/README.md states it
    python3 Scripts/generate-snippets.py --consumers Tests/SnippetConsumers   # copies them, and the call-form suites

A snippet holds its job's entry points (the package's public functions and classes for that job, made internal to the
test target it is copied into) and only the declarations they reach. Everything else sits in one caseless enum named
after the snippet (`enum WiredPaths`), so that no helper name meets the user's own names or another snippet's; members
that Wired adds to types it does not own (`String`, `Optional`, ...) take the snippet's name as a prefix. Apple-only
code stays behind its `#if canImport(...)`. Doc comments are cut to their first sentence.
"""
import hashlib
import pathlib
import re
import subprocess
import sys
import textwrap

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from swift_items import IDENTIFIER, parse_file  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = ROOT / "Sources" / "Wired"
SNIPPETS = ROOT / "Snippets"

REPORTING = ("custom reporters and `withFailureReporter` (a failure goes to the running Swift Testing test, else the "
             "running XCTest test, else standard error, as the package's default does)")

JOBS = [
    {
        "name": "WiredPaths",
        "entries": ["assertWired", "wired"],
        "contains": "`assertWired(_:path:to:)` (an instance, a value or a type at the end of a dotted path of stored "
                    "properties, private ones included) and `wired(_:path:as:)`, which returns it",
        "leaves_out": [REPORTING],
    },
    {
        "name": "WiredInjection",
        "entries": ["assertAllInjected", "checkInjections"],
        "contains": "`assertAllInjected(_:except:)` (every optional dependency is set, the `except:` list stays "
                    "honest, `recursive:` for the whole graph) and `checkInjections(in:)`, which returns the report",
        "leaves_out": [REPORTING, "the container check (`assertContainerWired`), which needs the leak check too"],
    },
    {
        "name": "WiredActions",
        "entries": ["assertSendsAction"],
        "contains": "`assertSendsAction(_:event:)`: a UIKit or AppKit control's target-action fires for an event, "
                    "without a host application",
        "leaves_out": [REPORTING],
    },
    {
        "name": "WiredDoubles",
        "entries": ["Spy", "Mock", "ClosureSpy", "assertCalled", "assertNotCalled", "assertNoUnverifiedCalls",
                    "assertCallOrder"],
        "contains": "`Spy`, `Mock` and `ClosureSpy` (call recording, stubbing, async waiting) and their assertions "
                    "(`assertCalled`, `assertNotCalled`, `assertNoUnverifiedCalls`, `assertCallOrder`)",
        "leaves_out": [REPORTING],
    },
    {
        "name": "WiredMemory",
        "entries": ["assertNoRetainCycles", "checkRetainCycles", "assertNoLeaks", "checkLeaks", "trackForMemoryLeaks",
                    "withLeakTracking", "checksLeaks"],
        "contains": "`assertNoRetainCycles(_:)`, `assertNoLeaks { }`, `trackForMemoryLeaks(_:)` (free and on "
                    "`XCTestCase`), `withLeakTracking` and the `.checksLeaks` trait, with the queries `checkRetainCycles` "
                    "and `checkLeaks`",
        "leaves_out": [REPORTING],
    },
]

# NB: kept in every snippet's namespace, for tests of the user's own helpers and for the parity tests.
KEPT = ["captureFailures"]
WRAPPABLE = {"class", "struct", "enum", "protocol", "actor", "typealias", "func", "let", "var"}
TYPES = {"class", "struct", "enum", "protocol", "actor", "typealias"}


def version():
    """The newest released version in CHANGELOG.md, or `unreleased (main)` while there is none."""
    for line in (ROOT / "CHANGELOG.md").read_text().split("\n"):
        match = re.match(r"## \[(\d+\.\d+\.\d+)\]", line)
        if match:
            return match.group(1)
    return "unreleased (main)"


def load():
    """Every source file's items, in path order."""
    files = []
    for path in sorted(SOURCES.rglob("*.swift")):
        files.append((path.relative_to(SOURCES).as_posix(), parse_file(path.read_text(), path.as_posix())))
    return files


def leaves(files):
    """Every item but `#if` blocks, whose items are yielded instead."""
    for _, items in files:
        for item in items:
            for sub in item.walk():
                if sub.kind != "if":
                    yield sub


def reachable(files, entries, kept=()):
    """The items the entry points (and the kept machinery) reach, through the names they use."""
    declared = {}
    extensions = []
    for item in leaves(files):
        if item.kind == "extension":
            extensions.append(item)
        elif item.kind != "import":
            declared.setdefault(item.name, []).append(item)
    included = []
    seen = set()
    uses = set()

    def add(item):
        if id(item) not in seen:
            seen.add(id(item))
            included.append(item)
            work.append(item)

    work = []
    for item in leaves(files):
        if (item.kind != "extension" and (item.name in entries or item.name in kept)) or (
                item.kind == "extension" and item.members & set(entries)):
            add(item)
    while work:
        while work:
            item = work.pop()
            uses |= item.uses
            for name in item.free_uses - ({item.name} if item.kind != "extension" else set()):
                for target in declared.get(name, []):
                    # NB: a private declaration at the top level is seen only by its own file.
                    if target.file == item.file or not re.search(
                            r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:private|fileprivate)\b", target.declaration_line, re.M):
                        add(target)
        included_names = {item.name for item in included if item.kind != "extension"}
        for extension in extensions:
            if id(extension) in seen:
                continue
            sources_names = {name for name in extension.where_names if name in declared}
            if extension.name in declared:
                # An extension of an included type: for the conformance it declares, or for a member something uses.
                if extension.name not in included_names or not sources_names <= included_names:
                    continue
                if (extension.name in entries or extension.has_initializer or extension.members & uses
                        or (extension.where_names and not extension.members)):
                    add(extension)
            elif (sources_names and sources_names <= included_names) or extension.members & uses:
                add(extension)
    return seen


def shorten_docs(lines):
    """Cuts every `///` block to its first sentence (its first paragraph when that is short), wrapped at 120 columns."""
    out = []
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.lstrip().startswith("///"):
            indent = line[: len(line) - len(line.lstrip())]
            block = []
            while index < len(lines) and lines[index].lstrip().startswith("///"):
                block.append(lines[index].strip()[3:].strip())
                index += 1
            summary = []
            for text in block:
                if not text or text.startswith(("- ", "```")):
                    break
                summary.append(text)
            sentence = " ".join(summary)
            match = re.match(r"(.+?[.!?])(?:\s|$)", sentence)
            if match and len(sentence) > 100:
                sentence = match.group(1)
            sentence = re.sub(r":$", ".", sentence)
            if sentence:
                width = max(40, 120 - len(indent) - 4)
                out.extend(f"{indent}/// {part}" for part in textwrap.wrap(sentence, width, break_long_words=False,
                                                                           break_on_hyphens=False))
            continue
        if re.match(r"\s*// MARK:", line):
            index += 1
            continue
        out.append(line)
        index += 1
    return out


class Snippet:
    def __init__(self, job, files):
        self.job = job
        self.name = job["name"]
        self.entries = set(job["entries"])
        self.files = files
        self.included = reachable(files, self.entries, KEPT)
        all_leaves = list(leaves(files))
        declared_in_sources = {item.name for item in all_leaves if item.kind not in ("extension", "import")}
        self.namespaced = {item.name for item in all_leaves if id(item) in self.included and self.is_namespaced(item)}
        self.statics = {item.name for item in all_leaves if id(item) in self.included and self.is_namespaced(item)
                        and item.kind in ("func", "let", "var")}
        # Members added to types Wired does not own, the requirements they implement, and runtime entry points take the
        # snippet's name.
        prefix = self.name[0].lower() + self.name[1:]
        self.renamed = {item.name: prefix + item.name[0].upper() + item.name[1:] for item in all_leaves
                        if id(item) in self.included and any("@_silgen_name" in line for line in item.masked)}
        for item in all_leaves:
            if id(item) in self.included and item.kind == "extension" and item.name not in declared_in_sources:
                for member in item.members - self.entries:
                    self.renamed[member] = prefix + member[0].upper() + member[1:]

    def is_namespaced(self, item):
        """Whether the item moves into the namespace: all but the entry functions (entry types move too, and a
        typealias of the same name stands for each at the top level)."""
        # NB: a runtime entry point stays at the top level, under the snippet's prefix: as a static method it would
        # take a metatype, and two snippets would declare one symbol with two types.
        if any("@_silgen_name" in line for line in item.masked):
            return False
        return item.kind in WRAPPABLE and (item.name not in self.entries or item.kind in TYPES)

    # MARK: text

    def rewrite(self, lines, masked, qualify_types, qualify_statics):
        """Renames members of foreign types, and qualifies the namespace's names where they are not in scope."""
        out = []
        for line, mask in zip(lines, masked):
            pieces = []
            last = 0
            for match in IDENTIFIER.finditer(mask):
                word = match.group(0)
                start, end = match.span()
                before = mask[:start].rstrip()
                after = mask[end:].lstrip()
                replacement = None
                if word in self.renamed:
                    replacement = self.renamed[word]
                elif before.endswith(".") or re.search(r"\b(?:func|let|var|case|class|struct|enum|protocol|typealias)$",
                                                       before):
                    replacement = None
                elif (qualify_types and word in self.namespaced and word not in self.statics and word not in self.entries
                      and not after.startswith(":")):
                    replacement = f"{self.name}.{word}"
                elif qualify_statics and word in self.statics and (after.startswith("(") or after.startswith("<")):
                    replacement = f"{self.name}.{word}"
                if replacement:
                    pieces.append(line[last:start] + replacement)
                    last = end
            pieces.append(line[last:])
            out.append("".join(pieces))
        return out

    def namespace_member(self, item):
        """A declaration moved into the namespace: top-level functions and variables become static."""
        lines = self.rewrite(item.lines, item.masked, False, False)
        out = []
        declared = False
        for line in lines:
            if not declared:
                match = re.match(r"^(\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*)((?:(?:public|open|internal|fileprivate|private|"
                                 r"final|indirect|nonisolated(?:\(unsafe\))?)\s+)*)"
                                 r"(class|struct|enum|protocol|actor|typealias|func|let|var)\b(.*)$", line)
                if match:
                    declared = True
                    modifiers = re.sub(r"\b(?:public|open)\s+", "", match.group(2))
                    modifiers = re.sub(r"\bprivate\b", "fileprivate", modifiers)
                    keyword = match.group(3)
                    static = "static " if keyword in ("func", "let", "var") else ""
                    line = f"{match.group(1)}{modifiers}{static}{keyword}{match.group(4)}"
            out.append(internal(line))
        return out

    def top_level(self, item):
        """An entry point or an extension, at the top level: public made internal, the namespace's names qualified."""
        lines = self.rewrite(item.lines, item.masked, True, True)
        out = []
        for line in lines:
            if item.kind == "extension" and item.name in self.entries:
                line = re.sub(r"^(\s*extension\s+)(\w)", rf"\1{self.name}.\2", line, count=1)
            out.append(internal(line))
        return out

    def emit_items(self, items, imports, in_namespace):
        """The text of `items` (one file's, or one branch's), grouping namespace members into `extension` blocks."""
        out = []
        group = []

        def flush():
            while group and not group[-1].strip():
                group.pop()
            if group:
                out.append(f"extension {self.name} {{")
                for line in group:
                    out.append(("  " + line) if line.strip() else "")
                out.append("}")
                group.clear()

        for item in items:
            if item.kind == "import":
                imports.append(item.lines)
                continue
            if item.kind == "if":
                inner = [sub for sub in item.walk() if sub is not item and sub.kind != "if"]
                used = [sub for sub in inner if id(sub) in self.included]
                if not used:
                    hoisted = [sub for sub in inner if sub.kind == "import"]
                    if hoisted and len(hoisted) == len(inner):
                        imports.append(item.lines)
                    elif hoisted and len(item.branches) == 1:
                        imports.append([item.branches[0][0].strip()] + [f"  {sub.lines[0].strip()}" for sub in hoisted]
                                       + ["#endif"])
                    continue
                if len(item.branches) == 1:
                    for sub in inner:
                        if sub.kind == "import":
                            imports.append([item.branches[0][0].strip(), f"  {sub.lines[0].strip()}", "#endif"])
                wrappable = all(self.is_namespaced(sub) for sub in used)
                body = []
                for directive, branch in item.branches:
                    body.append(directive)
                    body.extend(self.emit_items(branch, [], wrappable or in_namespace))
                body.append(item.closing)
                if wrappable and not in_namespace:
                    group.extend(body)
                else:
                    flush()
                    out.extend(body)
                continue
            if id(item) not in self.included:
                continue
            if self.is_namespaced(item):
                if in_namespace:
                    out.extend(self.namespace_member(item))
                else:
                    group.extend(self.namespace_member(item))
                    group.append("")
            else:
                flush()
                out.extend(self.top_level(item))
                out.append("")
        flush()
        while out and not out[-1].strip():
            out.pop()
        return out

    def render(self):
        if not hasattr(self, "_rendered"):
            self._rendered = self._render()
        return self._rendered

    def _render(self):
        imports = []
        body = []
        used_files = []
        def has_entry(entry):
            return any(id(item) in self.included and item.kind != "extension" and item.name in self.entries
                       for _, items in [entry] for top in items for item in top.walk())

        ordered = [entry for entry in self.files if has_entry(entry)] + [
            entry for entry in self.files if not has_entry(entry)]
        for relative, items in ordered:
            file_imports = []
            lines = self.emit_items(items, file_imports, False)
            if lines:
                imports.extend(file_imports)
                used_files.append(relative)
                body.append(f"// From {relative}")
                body.append("")
                body.extend(lines)
                body.append("")
        fingerprint = hashlib.sha256()
        for relative in used_files:
            fingerprint.update(relative.encode() + b"\0" + (SOURCES / relative).read_bytes())
        unique_imports = []
        for block in imports:
            text = "\n".join(line.strip() if not line.strip().startswith("import") or not block[0].startswith("#")
                             else "  " + line.strip() for line in block)
            if text not in unique_imports and not any(text in seen for seen in unique_imports):
                unique_imports.append(text)
        plain = sorted(text for text in unique_imports if not text.startswith("#"))
        guarded = [text for text in unique_imports if text.startswith("#")
                   and not all(line.strip() in plain or line.startswith("#") for line in text.split("\n"))]
        header = self.header(fingerprint.hexdigest()[:12], len(used_files))
        aliases = [f"typealias {name} = {self.name}.{name}" for name in self.job["entries"]
                   if name in self.namespaced]
        namespace = [f"/// Wired's types for {self.name}.swift: what its entry points take and return, and the machinery",
                     "/// behind them, kept out of your names' way.", f"enum {self.name} {{}}"]
        if aliases:
            namespace += ["", "// The classes to subclass and hold, by the package's names."] + aliases
        text = "\n".join(header + [""] + plain + guarded + [""] + namespace + [""] + shorten_docs(body))
        licence = ["// MARK: - Licence", ""] + ["// " + line if line else "//" for line in
                                                 (ROOT / "LICENSE").read_text().strip().split("\n")]
        text = re.sub(r"\n{3,}", "\n\n", text).rstrip() + "\n\n" + "\n".join(licence) + "\n"
        # NB: laid out again as Sources/ is, since moving code into the namespace indents and lengthens its lines.
        return subprocess.run(["swift", "format", "format", "--configuration", str(ROOT / ".swift-format"), "-"],
                              input=text, capture_output=True, text=True, check=True).stdout

    def header(self, fingerprint, file_count):
        job = self.job
        lines = [
            f"// {self.name}.swift: one job of Wired, to copy into a test target when you cannot add the package.",
            f"// Wired {version()}, generated from {file_count} files of Sources/Wired (fingerprint {fingerprint}) by",
            "// Scripts/generate-snippets.py. Do not edit: change Sources/Wired and generate again; CI fails when it is stale.",
            "//",
            f"// Contains: {job['contains']}.",
            "// Same names, behaviour and messages as the package; works in Swift Testing and XCTest, reports at the",
            f"// caller's line, and needs only the toolchain and no other snippet. Everything else is inside `enum {self.name}`;",
            f"// `{self.name}.captureFailures {{ … }}` returns the failures of a block instead of reporting them.",
            "// Leaves out, compared with the package: " + "; ".join(job["leaves_out"]) + ".",
            "//",
            "// Copyright (c) 2026 The Wired authors. MIT License: the notice is at the end of this file.",
        ]
        return wrap_comment(lines)

    @property
    def path(self):
        return SNIPPETS / f"{self.name}.swift"


def size_columns(text):
    """A snippet's lines, then its lines of code (neither blank nor a comment), as Snippets/README.md states them."""
    lines = text.rstrip("\n").split("\n")
    code = [line for line in lines if line.strip() and not line.strip().startswith("//")]
    return f"{len(lines):,} | {len(code):,}"


def internal(line):
    """The line with its `public` and `open` modifiers removed."""
    return re.sub(r"\bpublic\s+|\bopen\s+(?=(?:class|func|var|let|subscript|init|override|static|final|@)\b)", "", line)


def wrap_comment(lines, width=120):
    out = []
    for line in lines:
        if len(line) <= width:
            out.append(line)
            continue
        words = line[3:].split(" ")
        current = "//"
        for word in words:
            if len(current) + 1 + len(word) > width and current != "//":
                out.append(current)
                current = "//"
            current += " " + word
        out.append(current)
    return out


CONSUMER_TARGETS = {job["name"]: job["name"].removeprefix("Wired") + "SnippetTests" for job in JOBS}
TOGETHER = "SnippetsBesideWiredTests"
CALL_FORM_SUITES = ROOT / "Tests" / "CallFormContract"
# NB: the package's call-form suites (Tests/CallFormContract) that each snippet runs unchanged, with their fixtures.
CALL_FORMS = {
    "WiredPaths": ["WiringCallFormTests.swift", "GraphFixtures.swift"],
    "WiredInjection": ["InjectionCallFormTests.swift", "GraphFixtures.swift"],
    "WiredActions": ["ActionCallFormTests.swift", "ActionFixtures.swift"],
    "WiredDoubles": ["SpyCallFormTests.swift", "ClosureSpyCallFormTests.swift", "DoublesFixtures.swift"],
    "WiredMemory": ["MemoryCallFormTests.swift", "GraphFixtures.swift"],
}


def clashes(snippets):
    """A file of user declarations named like the snippets' machinery, and like the names the issue lists."""
    provided = {name for snippet in snippets for name in snippet.entries}
    types = set().union(*(snippet.namespaced - snippet.statics for snippet in snippets))
    types |= {"TestFailure", "FailureReporter", "Path", "Graph", "Spy", "Mock", "ClosureSpy"}
    functions = set().union(*(snippet.statics for snippet in snippets))
    lines = ["// Generated by Scripts/generate-snippets.py --consumers: the test target's own declarations, named like the",
             "// machinery of the snippets beside them. A snippet that leaked one of these names would not compile here.",
             ""]
    lines += [f"enum {name} {{}}" for name in sorted(types - provided)]
    lines += [f"func {name}() {{}}" for name in sorted(functions - provided)]
    return "\n".join(lines) + "\n"


def call_form_shim(snippet, files):
    """The names the package's call-form suites spell that a snippet keeps in its enum, and `captureFailures`."""
    public = sorted(item.name for item in leaves(files) if item.name in snippet.namespaced
                    and item.kind in TYPES and re.search(r"\b(?:public|open)\b", item.declaration_line))
    lines = ["// Generated by Scripts/generate-snippets.py --consumers: the package's names that the call-form suites",
             f"// beside this file spell, from {snippet.path.name}, so that the suites run against the snippet unchanged.",
             ""]
    lines += [f"typealias {name} = {snippet.name}.{name}" for name in public if name not in snippet.entries]
    lines += ["", "func captureFailures(_ operation: () throws -> Void) rethrows -> [TestFailure] {",
              f"  try {snippet.name}.captureFailures(operation)", "}", "",
              "func captureFailures(",
              "  isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> Void",
              ") async rethrows -> [TestFailure] {",
              f"  try await {snippet.name}.captureFailures(isolation: isolation, operation)", "}"]
    return "\n".join(lines) + "\n"


def write_consumers(snippets, files, folder):
    """Copies each snippet, as a user would, into its test target of Tests/SnippetConsumers, with the clashing names;
    and all of them into the target that also imports the package."""
    for snippet in snippets:
        target = folder / "Tests" / CONSUMER_TARGETS[snippet.name]
        target.mkdir(parents=True, exist_ok=True)
        (target / snippet.path.name).write_text(snippet.render())
        (target / "Clashes.swift").write_text(clashes([snippet]))
        call_forms = folder / "Tests" / (snippet.name.removeprefix("Wired") + "SnippetCallForms")
        call_forms.mkdir(parents=True, exist_ok=True)
        (call_forms / snippet.path.name).write_text(snippet.render())
        (call_forms / "Shim.swift").write_text(call_form_shim(snippet, files))
        for name in CALL_FORMS[snippet.name] + ["Headlines.swift"]:
            suite = (CALL_FORM_SUITES / name).read_text()
            (call_forms / name).write_text(re.sub(r"^import Wired\n", "", suite, flags=re.M))
    together = folder / "Tests" / TOGETHER
    together.mkdir(parents=True, exist_ok=True)
    for snippet in snippets:
        (together / snippet.path.name).write_text(snippet.render())
    (together / "Clashes.swift").write_text(clashes(snippets))


def main(arguments):
    files = load()
    snippets = [Snippet(job, files) for job in JOBS]
    if arguments == ["--check"]:
        stale = [s for s in snippets if not s.path.exists() or s.path.read_text() != s.render()]
        for snippet in stale:
            print(f"{snippet.path.relative_to(ROOT)} is stale: run python3 Scripts/generate-snippets.py", file=sys.stderr)
        readme = (SNIPPETS / "README.md").read_text()
        unstated = [s for s in snippets if f"[`{s.path.name}`]({s.path.name}) | {size_columns(s.render())} |" not in readme]
        for snippet in unstated:
            print(f"Snippets/README.md must state {snippet.path.name}'s size: | {size_columns(snippet.render())} |",
                  file=sys.stderr)
        if not stale and not unstated:
            print("Snippets are current, and README.md states their sizes: " + ", ".join(s.path.name for s in snippets))
        return 1 if stale or unstated else 0
    if arguments[:1] == ["--consumers"] and len(arguments) == 2:
        write_consumers(snippets, files, pathlib.Path(arguments[1]))
        return 0
    if arguments == ["--sizes"]:
        for snippet in snippets:
            print(f"{snippet.path.name}: | {size_columns(snippet.render())} |")
        return 0
    if arguments:
        print(__doc__, file=sys.stderr)
        return 2
    for snippet in snippets:
        snippet.path.write_text(snippet.render())
        print(f"wrote {snippet.path.relative_to(ROOT)} (lines | code lines: {size_columns(snippet.render())})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
