// Empty on purpose: the suites linked here say `import Wired`, as in the package, and get the names from the copied
// WiredInOneFile.swift beside them instead.
