"""Reads Swift sources as the snippet generator needs them: which characters are code, and the top-level items of a
file (declarations, extensions, imports and `#if` blocks), each with the names it declares and the names it uses.

Not a Swift parser: it relies on the layout swift-format gives Sources/ (one declaration per item, `#if` blocks at the
top level holding whole items), which the generator's compile and parity checks in CI confirm.
"""
import re
from dataclasses import dataclass, field

IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|fileprivate|private|final|indirect|static|"
    r"nonisolated(?:\(unsafe\))?|convenience|override|required|mutating)\s+)*"
    r"(class|struct|enum|protocol|actor|typealias|func|let|var|extension|import)\s+(.*)")
KEYWORD_START = re.compile(r"^\s*(?:@|///|//|#|public|open|internal|fileprivate|private|final|indirect|nonisolated|"
                           r"class|struct|enum|protocol|actor|typealias|func|let|var|extension|import)\b")


def code_mask(text):
    """`text` with every character that is not code (comments, the literal parts of strings) replaced by a space;
    newlines are kept, and so is the code inside string interpolations."""
    out = list(text)
    i = 0
    n = len(text)
    # A stack of what we are in: ("code", paren depth) inside an interpolation, or ("string", delimiter, hashes).
    stack = [("code", 0)]

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        top = stack[-1]
        if top[0] == "code":
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                blank(i, end)
                i = end
            elif text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
            else:
                match = re.match(r'(#*)("""|")', text[i:])
                if match and (match.group(1) or text[i] == '"'):
                    stack.append(("string", match.group(2), len(match.group(1))))
                    i += len(match.group(0))
                elif text[i] == "(" and len(stack) > 1:
                    stack[-1] = ("code", top[1] + 1)
                    i += 1
                elif text[i] == ")" and len(stack) > 1:
                    if top[1] == 0:
                        blank(i, i + 1)
                        stack.pop()
                    else:
                        stack[-1] = ("code", top[1] - 1)
                    i += 1
                else:
                    i += 1
        else:
            _, delimiter, hashes = top
            closing = delimiter + "#" * hashes
            escape = "\\" + "#" * hashes
            if text.startswith(closing, i):
                stack.pop()
                i += len(closing)
            elif text.startswith(escape + "(", i):
                blank(i, i + len(escape) + 1)
                stack.append(("code", 0))
                i += len(escape) + 1
            elif text.startswith(escape, i):
                blank(i, i + len(escape) + 1)
                i += len(escape) + 1
            else:
                blank(i, i + 1)
                i += 1
    return "".join(out)


@dataclass
class Item:
    """A top-level item of a source file."""
    kind: str  # class, struct, enum, protocol, actor, typealias, func, let, var, extension, import, if, other
    lines: list  # its text, doc comments included
    masked: list  # the same lines, code only
    file: str
    name: str = ""  # the declared name, or the extended type's first component
    members: set = field(default_factory=set)  # for an extension: the names it declares at its first level
    where_names: set = field(default_factory=set)  # for an extension: the names after its type (conformances, where)
    has_initializer: bool = False  # for an extension: whether it declares an `init` or a `subscript`
    branches: list = field(default_factory=list)  # for an `if`: (directive line, [Item]) per branch
    closing: str = ""  # for an `if`: its `#endif` line

    @property
    def uses(self):
        """Every name the item mentions, members after a dot included."""
        return set(IDENTIFIER.findall("\n".join(self.masked)))

    @property
    def free_uses(self):
        """The names the item mentions on their own, not as a member after a dot: what it needs declared."""
        return {m.group(1) for m in re.finditer(r"(?<![.\w])\s*([A-Za-z_][A-Za-z0-9_]*)", "\n".join(self.masked))
                if not re.search(r"\.\s*$", "\n".join(self.masked)[:m.start(1)][-3:])}

    @property
    def declaration_line(self):
        """The first line of code that declares the item."""
        for line, masked in zip(self.lines, self.masked):
            if DECLARATION.match(masked):
                return masked
        return ""

    def walk(self):
        """The item and, for an `if`, every item inside it."""
        yield self
        for _, items in self.branches:
            for item in items:
                yield from item.walk()


def _depth_change(masked_line):
    return sum(masked_line.count(c) for c in "{([") - sum(masked_line.count(c) for c in "})]")


def _describe(item):
    """Fills in the kind, name and members of a declaration item from its lines."""
    for line, masked in zip(item.lines, item.masked):
        if not masked.strip() or masked.strip().startswith("@") and DECLARATION.match(masked) is None:
            continue
        match = DECLARATION.match(masked)
        if not match:
            item.kind = "other"
            return
        item.kind = match.group(1)
        rest = match.group(2)
        name = IDENTIFIER.match(rest)
        item.name = name.group(0) if name else rest.split()[0]
        if item.kind == "extension":
            header = rest[len(item.name):].split("{")[0]
            item.where_names = set(IDENTIFIER.findall(header)) - {"where", "Self"}
            depth = 0
            for inner in item.masked:
                if depth == 1:
                    member = DECLARATION.match(inner)
                    if member and member.group(1) in ("func", "let", "var"):
                        item.members.add(IDENTIFIER.match(member.group(2)).group(0))
                    elif re.match(r"^\s*(?:@\w+\s+)*(?:\w+\s+)*(?:init|subscript)\b", inner):
                        item.has_initializer = True
                depth += inner.count("{") - inner.count("}")
        return


def parse_items(lines, masked, file):
    """The top-level items of `lines` (with their masked twins)."""
    items = []
    current = None
    depth = 0
    index = 0

    def finish():
        nonlocal current
        if current is not None:
            _describe(current)
            items.append(current)
        current = None

    while index < len(lines):
        line, mask = lines[index], masked[index]
        stripped = line.strip()
        if depth == 0 and stripped.startswith("#if"):
            finish()
            # An `#if` block at the top level: its branches hold items of their own.
            nesting, start = 0, index
            while index < len(lines):
                directive = lines[index].strip()
                if directive.startswith("#if"):
                    nesting += 1
                elif directive.startswith("#endif"):
                    nesting -= 1
                index += 1
                if nesting == 0:
                    break
            item = Item("if", lines[start:index], masked[start:index], file)
            branch_start, nesting = start, 0
            for k in range(start, index):
                directive = lines[k].strip()
                if directive.startswith("#if"):
                    nesting += 1
                    if nesting == 1:
                        branch_start = k
                        continue
                if nesting == 1 and (directive.startswith("#else") or directive.startswith("#endif")):
                    item.branches.append((lines[branch_start], parse_items(
                        lines[branch_start + 1:k], masked[branch_start + 1:k], file)))
                    branch_start = k
                if directive.startswith("#endif"):
                    nesting -= 1
            item.closing = lines[index - 1]
            items.append(item)
            continue
        if depth == 0:
            starts_item = stripped and KEYWORD_START.match(line)
            if current is not None and current_complete(current) and starts_item:
                finish()
            if not stripped:
                if current is not None and current_complete(current):
                    finish()
                index += 1
                continue
            if current is None:
                current = Item("other", [], [], file)
        current.lines.append(line)
        current.masked.append(mask)
        depth += _depth_change(mask)
        index += 1
    finish()
    return items


def current_complete(item):
    """Whether a declaration item has ended: it has its keyword line and every bracket it opened is closed."""
    text = "\n".join(item.masked)
    if not any(DECLARATION.match(line) for line in item.masked):
        return False
    if _depth_change(text) != 0:
        return False
    last = item.masked[-1].rstrip()
    return not last.endswith(("(", ",", "->", "=", ":"))


def parse_file(text, file):
    masked = code_mask(text).split("\n")
    return parse_items(text.split("\n"), masked, file)
