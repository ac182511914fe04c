extension Spy {
  /// The argument at `position` of the last call to `function`, as a `T`; a reported failure when there is none.
  ///
  /// Use it to get hold of what the code under test passed, such as a completion handler to call back,
  /// without casting from `[Any]`. A closure spy whose input is a tuple counts each element as an argument. When
  /// it cannot be had, the failure says why (no call, too few arguments, another type); to get `nil` in silence
  /// instead, use `call.arguments[0] as? T` on a ``RecordedCall``.
  ///
  /// - Parameters:
  ///   - position: The argument's position, from 0.
  ///   - function: The function as `#function` spells it, or its base name when unambiguous.
  ///   - type: The argument's type; inferred when the context gives it.
  ///   - fileID: The file ID of the caller.
  ///   - filePath: The file path of the caller.
  ///   - line: The line of the caller.
  ///   - column: The column of the caller.
  /// - Returns: The argument, or `nil` after reporting why it cannot be had.
  ///
  /// ```swift
  /// service.findUserLocation { result = $0 }
  /// let completion = try #require(provider.argument(of: "requestLocation(then:)", as: LocationCompletion.self))
  /// completion(.success(paris))
  /// ```
  ///
  /// ```text
  /// Expected argument 0 of the last call to requestLocation(then:) on LocationProviderMock to be a String, but it is 3 (Int)
  /// ```
  public func argument<T>(
    _ position: Int = 0,
    of function: String,
    as type: T.Type = T.self,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> T? {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var found: T?
    let verdict = CallVerdict.checking(function, on: self) { query in
      guard let call = query.calls.last else {
        return calledFailure(
          "Expected a call to \(query.name)\(on(query.name)) to read argument \(position) of, but it never was", query)
      }
      let arguments = ArgumentList.spread(call.arguments)
      let which = "argument \(position) of the last call to \(query.name)\(on(query.name))"
      guard arguments.indices.contains(position) else {
        let count = arguments.count == 1 ? "1 argument" : "\(arguments.count) arguments"
        return calledFailure("Expected \(which), but it had \(count)", query)
      }
      guard let typed = arguments[position] as? T else {
        return calledFailure(
          "Expected \(which) to be \(TypeName.withArticle(T.self)), but it is "
            + ValueDescription.withType(arguments[position]), query)
      }
      found = typed
      // NB: reading an argument is not checking the call: it stays unverified.
      return .verified([], on: self)
    }
    _ = verdict.settle({ "" }, at: site)
    return found
  }

  /// A failure of ``argument(_:of:as:fileID:filePath:line:column:)`` that lists the calls to the function.
  private func calledFailure(_ headline: String, _ query: CallQuery) -> CallVerdict {
    .failure(headline, query, listing: query.calls, title: "Calls to \(query.name)")
  }
}
