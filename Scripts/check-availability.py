#!/usr/bin/env python3
"""Fails when Sources use an API newer than the Apple platforms Package.swift declares, outside a guard.

    python3 Scripts/check-availability.py                  # scans every target of the root package
    python3 Scripts/check-availability.py FILE_OR_DIR ...  # scans these instead; CI scans
                                                           # Scripts/AvailabilityFixtures to prove it still fails

Linux never checks Apple availability, so a build here cannot see that `ContinuousClock` needs macOS 13. The
toolchain's own `.swiftinterface` files still carry it (`@available(macOS 13.0, iOS 16.0, ...)`), so this script
reads every public declaration there with its Apple availability, and scans the sources for uses of those names:
a type by its name, a member by `.name` (with its first argument label, when it has one). A use passes when every
declaration of that name is available at the declared deployment targets, or when it stands inside a guard that
covers it: an `@available(...)` declaration, an `if #available(...) { }` block, or the rest of the scope after
`guard #available(...) else { ... }`.

What it cannot see, and why that is acceptable here: names that Foundation declares (on Linux, Foundation is
swift-corelibs-foundation, which carries no Apple availability: `KNOWN_FOUNDATION` below lists the ones Wired must
not use unguarded), and uses through type inference without the name in the source (`.now` on an inferred clock).
A name that some declaration makes available everywhere is never flagged, so overloads do not raise false alarms.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
# NB: Testing, Dispatch, Foundation and XCTest are built from other sources on Linux, without Apple availability.
TOOLCHAIN_MODULES = ["Swift", "_Concurrency", "Observation", "Synchronization", "_StringProcessing", "RegexBuilder",
                     "Distributed"]
PLATFORM_NAMES = {"macOS": "macOS", "iOS": "iOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS"}
# NB: Foundation's Apple availability is not in the Linux toolchain; these are the members Wired has met.
KNOWN_FOUNDATION = {
    "withLock": {"macOS": (13, 0), "iOS": (16, 0), "tvOS": (16, 0), "watchOS": (9, 0)},
    "formatted": {"macOS": (12, 0), "iOS": (15, 0), "tvOS": (15, 0), "watchOS": (8, 0)},
    "URL.homeDirectory": {"macOS": (13, 0), "iOS": (16, 0), "tvOS": (16, 0), "watchOS": (9, 0)},
}

AVAILABLE = re.compile(r"@available\(([^)]*)\)")
DECLARATION = re.compile(
    r"\bpublic\s+(?:(?:final|static|class|override|mutating|nonisolated|convenience|required|indirect|"
    r"consuming|borrowing|dynamic)\s+)*(struct|class|enum|protocol|actor|typealias|func|var|let|init|subscript)\b"
    r"\s*([A-Za-z_][A-Za-z_0-9]*)?\s*(?:<[^(]*?>)?\s*(\(([^)]*)\))?")


def version(text):
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (2 - len(parts)))[:2]


def apple_availability(arguments):
    """{platform: (major, minor)} of an `@available(...)` list; None for one that says nothing of Apple versions."""
    found = {}
    for match in re.finditer(r"\b(macOS|iOS|tvOS|watchOS|visionOS)\s+(\d+(?:\.\d+)*)", arguments):
        found[match.group(1)] = version(match.group(2))
    for match in re.finditer(r"\b(macOS|iOS|tvOS|watchOS|visionOS)\s*,\s*introduced:\s*(\d+(?:\.\d+)*)", arguments):
        found[match.group(1)] = version(match.group(2))
    return found or None


def first_label(parameters):
    """`for` of `(for duration: Duration, ...)`; None for `(_ x: T)` or no parameters."""
    if not parameters:
        return None
    first = parameters.split(",")[0].strip().split(":")[0].split()
    if not first or first[0] == "_":
        return None
    return first[0]


def testing_members():
    """The members Swift Testing declares: `Test.current` is not `Thread.current`. On Linux its interface carries no
    Apple availability, and Swift Testing deploys as far back as Wired does, so they count as available."""
    table = {}
    for path in interface_files(["Testing"]):
        for line in path.read_text(errors="replace").split("\n"):
            declaration = DECLARATION.search(line)
            if declaration and declaration.group(1) in ("var", "let") and declaration.group(2):
                table.setdefault(f".{declaration.group(2)}:None", []).append(None)
    return table


def interface_files(modules=TOOLCHAIN_MODULES):
    base = next(pathlib.Path(p) for p in ["/opt/swift/usr/lib/swift/linux", "/usr/lib/swift/linux"]
                if pathlib.Path(p).exists())
    static = base.parent.parent / "swift_static" / "linux"
    for module in modules:
        for folder in [base, static]:
            files = sorted((folder / f"{module}.swiftmodule").glob("*.swiftinterface")) if folder.exists() else []
            files = [f for f in files if ".private." not in f.name]
            if files:
                yield files[0]
                break


def read_interfaces():
    """{key: [availability or None, ...]}: one entry per public declaration, keyed by type name or `.member:label`.

    A declaration without an `@available` of its own takes the one of the type or extension it is nested in."""
    table = {}
    for path in interface_files():
        pending = []
        scopes = []
        for line in path.read_text(errors="replace").split("\n"):
            stripped = line.strip()
            attributes = AVAILABLE.findall(stripped)
            declaration = DECLARATION.search(stripped)
            opens_scope = re.match(r"(?:@\S+\s+)*(?:public\s+)?(?:extension|(?:\w+\s+)*(?:struct|class|enum|protocol|actor))\b",
                                   stripped)
            availability = None
            if attributes or declaration or opens_scope:
                for arguments in pending + attributes:
                    availability = apple_availability(arguments) or availability
                # NB: only nested types inherit (`ContinuousClock.Instant`); inherited members would match every
                # `.label` and `.type` of a `Mirror`, without the type that tells them apart.
                nested_type = declaration and declaration.group(1) in ("struct", "class", "enum", "typealias")
                if availability is None and (nested_type or opens_scope):
                    availability = next((scope for scope in reversed(scopes) if scope), None)
            if attributes and not declaration and not opens_scope:
                pending.extend(attributes)
                continue
            if not declaration and not opens_scope and stripped and not stripped.startswith("@"):
                pending = []
            if declaration or opens_scope:
                pending = []
            if declaration:
                kind, name, _, parameters = declaration.groups()
                keys = []
                if kind in ("init", "subscript") or not name:
                    keys = []
                elif kind in ("struct", "class", "enum", "protocol", "actor", "typealias"):
                    keys = [name]
                elif kind == "func":
                    # NB: a method whose first argument has no label is matched by its base name alone, which
                    # XCTest's and Foundation's methods share (`add(_:)`): too many false alarms to be worth it.
                    label = first_label(parameters)
                    keys = [f".{name}:{label}"] if label else []
                    if not scopes:
                        keys.append(f"{name}()")
                else:
                    keys = [f".{name}:None"]
                for key in keys:
                    table.setdefault(key, []).append(availability)
            for char in code_only(line, {"block": False}):
                if char == "{":
                    scopes.append(availability if (declaration or opens_scope) else None)
                    availability = None
                elif char == "}" and scopes:
                    scopes.pop()
    return table


def restricted(table):
    """The names whose every declaration needs some Apple version: {key: {platform: version}} (the lowest)."""
    result = {}
    for key, entries in table.items():
        if any(entry is None for entry in entries):
            continue
        lowest = {}
        for entry in entries:
            for platform, needed in entry.items():
                lowest[platform] = min(lowest.get(platform, needed), needed)
        result[key] = lowest
    for name, needed in KNOWN_FOUNDATION.items():
        key = name if "." in name and not name.startswith(".") else f".{name}:None"
        result[key] = needed
        if not name[0].isupper():
            result[f".{name}:*"] = needed
    return result


def declared_platforms():
    text = (ROOT / "Package.swift").read_text()
    block = re.search(r"platforms:\s*\[(.*?)\]", text, re.S).group(1)
    declared = {}
    for platform, raw in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v(\d+(?:_\d+)*)\)", block):
        declared[platform] = version(raw.replace("_", "."))
    return declared


def code_only(line, state):
    """The line without comments and string contents; `state` carries a block string across lines."""
    out = []
    index = 0
    while index < len(line):
        if state["block"]:
            end = line.find('"""', index)
            if end < 0:
                return "".join(out)
            state["block"] = False
            index = end + 3
            continue
        if line.startswith("//", index):
            break
        if line.startswith('"""', index):
            state["block"] = True
            index += 3
            continue
        if line[index] == '"':
            end = index + 1
            while end < len(line) and line[end] != '"':
                end += 2 if line[end] == "\\" else 1
            out.append('""')
            index = end + 1
            continue
        out.append(line[index])
        index += 1
    return "".join(out)


def covers(guard, needed):
    """Whether a guard's versions cover what a name needs on every platform the name restricts."""
    return all(platform in guard and guard[platform] >= version_needed for platform, version_needed in needed.items())


IDENTIFIER = re.compile(r"[A-Za-z_]\w*")


def compiled(names):
    """The names to look for, by the identifier a line must contain: {identifier: [(key, needed, pattern)]}."""
    table = {}
    for key, needed in names.items():
        if key.startswith("."):
            member, label = key[1:].split(":")
            if label == "None":
                # NB: a property; `.components(separatedBy:)` is Foundation's method, not `Duration.components`.
                pattern = rf"\.{re.escape(member)}\b(?!\s*\()"
            elif label == "*":
                pattern = rf"\b{re.escape(member)}\s*\("
            else:
                pattern = rf"\.{re.escape(member)}\s*\(\s*{re.escape(label)}\s*:"
            token = member
        elif key.endswith("()"):
            token = key[:-2]
            pattern = rf"(?<![.\w]){re.escape(token)}\s*\("
        elif "." in key:
            token, member = key.split(".")
            pattern = rf"\b{re.escape(token)}\.{re.escape(member)}\b"
        else:
            token = key
            pattern = rf"(?<![.\w]){re.escape(key)}\b"
        table.setdefault(token, []).append((key, needed, re.compile(pattern)))
    return table


def scan(path, names, declared):
    problems = []
    state = {"block": False}
    scopes = [{}]          # the availability in force in each open brace scope
    pending = None         # an `@available` or `if #available` waiting for its `{`
    for number, raw in enumerate(path.read_text().split("\n"), start=1):
        line = code_only(raw, state)
        guard_match = re.search(r"#available\(([^)]*)\)", line)
        attribute = AVAILABLE.search(line)
        if attribute and apple_availability(attribute.group(1)):
            pending = apple_availability(attribute.group(1))
        if guard_match and re.match(r"\s*(?:if|while)\b", line):
            pending = apple_availability(guard_match.group(1)) or {}
        if guard_match and re.match(r"\s*guard\b", line):
            scopes[-1] = {**scopes[-1], **(apple_availability(guard_match.group(1)) or {})}
        in_force = {**declared}
        for scope in scopes:
            for platform, value in scope.items():
                in_force[platform] = max(in_force.get(platform, value), value)
        if pending:
            for platform, value in pending.items():
                in_force[platform] = max(in_force.get(platform, value), value)
        tokens = set(IDENTIFIER.findall(line))
        for key, needed, pattern in (entry for token in tokens for entry in names.get(token, [])):
            if pattern.search(line) and not covers(in_force, needed):
                wanted = ", ".join(f"{p} {v[0]}.{v[1]}" for p, v in sorted(needed.items()))
                shown = key.replace(":None", "").replace(":*", "").replace(":", "(") + (
                    ":)" if ":" in key and not key.endswith((":None", ":*")) else "")
                shown_path = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                problems.append(f"{shown_path}:{number}: `{shown}` needs {wanted}, "
                                f"above the declared platforms, outside an availability guard")
        for char in line:
            if char == "{":
                scopes.append(pending or {})
                pending = None
            elif char == "}" and len(scopes) > 1:
                scopes.pop()
    return problems


def own_names(files):
    """The types the scanned sources declare themselves (`RetainCycle.Reference`): their uses are not the
    toolchain's (`RegexBuilder.Reference`)."""
    names = set()
    for path in files:
        text = path.read_text()
        names.update(re.findall(r"\b(?:struct|class|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z_0-9]*)", text))
        for generics in re.findall(r"\b(?:struct|class|enum|actor|func|init)\b[^(<{]*<([^>]*)>", text):
            names.update(re.findall(r"(?:^|,)\s*(?:each\s+)?([A-Za-z_]\w*)", generics))
    return names


def own_restricted_types(files):
    """The top-level types the scanned sources declare once, under an `@available` of their own: their uses need
    a guard too. A name declared twice (two targets' `UsersViewModel`) is left out rather than guessed."""
    found = {}
    counts = {}
    for path in files:
        pending = None
        for line in path.read_text().split("\n"):
            attribute = AVAILABLE.search(line)
            if attribute and apple_availability(attribute.group(1)):
                pending = apple_availability(attribute.group(1))
            declaration = re.match(r"(?:@[\w()]+\s+|\w+\s+)*(?:class|struct|enum|protocol|actor)\s+([A-Za-z_]\w*)", line)
            if declaration:
                counts[declaration.group(1)] = counts.get(declaration.group(1), 0) + 1
                if pending:
                    found[declaration.group(1)] = pending
            if line.strip() and not line.lstrip().startswith(("@", "///", "//")):
                pending = None
    return {name: needed for name, needed in found.items() if counts[name] == 1}


def root_targets():
    """Every target of the root package: each folder of Sources, and each test target named in Package.swift."""
    tests = re.findall(r'\.testTarget\(\s*name:\s*"(\w+)"', (ROOT / "Package.swift").read_text())
    return sorted(p for p in (ROOT / "Sources").iterdir() if p.is_dir()) + [ROOT / "Tests" / t for t in tests]


def main():
    declared = declared_platforms()
    table = read_interfaces()
    for key, entries in testing_members().items():
        table.setdefault(key, []).extend(entries)
    toolchain = restricted(table)
    # NB: each target is scanned on its own, so that its own types are told apart from another target's.
    units = [pathlib.Path(arg).resolve() for arg in sys.argv[1:]] or root_targets()
    problems = []
    scanned = 0
    for unit in units:
        files = sorted(unit.rglob("*.swift")) if unit.is_dir() else [unit]
        own = own_names(files)
        # NB: only names that need more than the declared platforms matter; the rest cannot be misused.
        names = {key: needed for key, needed in toolchain.items()
                 if not covers(declared, needed) and not (not key.startswith(".") and key.rstrip("()") in own)}
        names.update(own_restricted_types(files))
        lookup = compiled(names)
        problems += [problem for path in files for problem in scan(path, lookup, declared)]
        scanned += len(files)
    for problem in problems:
        print(problem)
    platforms = ", ".join(f"{p} {v[0]}.{v[1]}" for p, v in sorted(declared.items()))
    print(f"{scanned} files in {len(units)} targets scanned for APIs newer than {platforms}: {len(problems)} unguarded")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
