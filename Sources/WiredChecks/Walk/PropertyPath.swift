import WiredReading

/// How labels make a path, as every message and snapshot spells one: dotted, with a subscript (`[0]`,
/// `[RouteKey]`) joined without a dot.
enum PropertyPath {
  /// `label` joined onto `path`: `viewModel.analytics`, `handlers[0]`.
  static func join(_ path: String, _ label: String) -> String {
    path.isEmpty || label.hasPrefix("[") ? path + label : "\(path).\(label)"
  }

  /// `labels` joined onto `path` in order, as ``join(_:_:)`` joins one, appending in place: a path a hundred
  /// thousand references long is built in one pass.
  static func join(_ path: String, _ labels: some Sequence<String>) -> String {
    var path = path
    for label in labels {
      if !path.isEmpty && !label.hasPrefix("[") { path += "." }
      path += label
    }
    return path
  }
}
