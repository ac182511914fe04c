import Foundation
import Testing
import Wired
import WiredTestSupport

/// Every way Swift stores a property, followed by a path.
@Suite struct PathSemanticsTests {
  let owner = Person("owner")

  func holder() -> Holder {
    let holder = Holder(owner: owner)
    holder.implicitlyUnwrapped = owner
    _ = holder.formatter
    return holder
  }

  @Test func followsEveryKindOfStoredProperty() {
    let holder = holder()
    let friend = Person("friend")
    holder.weakFriend = friend
    expectNoFailure {
      assertWired(holder, path: "secret.name", to: "secret")
      assertWired(holder, path: "weakFriend", to: friend)
      assertWired(holder, path: "unownedOwner", to: owner)
      assertWired(holder, path: "implicitlyUnwrapped", to: owner)
      assertWired(holder, path: "nestedSet.name", to: "nested")
      assertWired(holder, path: "boxed.name", to: "boxed")
      assertWired(holder, path: "count", to: 7)
      assertWired(holder, path: "_count", to: Box<Int>.self)
      assertWired(holder, path: "formatter.name", to: "lazy")
      assertWired(holder, path: "state.loaded.users[1]", to: "bob")
      assertWired(holder, path: "failure.failed.code", to: 404)
      assertWired(holder, path: "point.y", to: 2)
      assertWired(holder, path: "point.0", to: 1)  // a position, though the tuple labels its elements
      assertWired(holder, path: "pair.1", to: 4)
      assertWired(holder, path: "people[1].name", to: "p1")
      assertWired(holder, path: "byName[\"ann\"].name", to: "ann")
    }
  }

  @Test func followsSuperclassesAndTheSubclassWinsOnASharedName() {
    expectNoFailure {
      assertWired(Level3(), path: "secret", to: "three")
      assertWired(Level3(), path: "middle", to: "two")
      assertWired(Level3(), path: "base", to: "base")
    }
  }

  @Test func followsNSObjectSubclassesCustomMirrorsValueRootsAndExistentials() {
    let view = ObjectiveView()
    view.delegate = owner
    expectNoFailure {
      assertWired(view, path: "delegate", to: owner)
      assertWired(Masked(), path: "hidden", to: 1)
      assertWired(Settings(), path: "theme.name", to: "dark")
      assertWired(Settings(), path: "theme", to: Theme(name: "dark"))
      assertWired(Settings(), path: "greeter", to: EnglishGreeter() as Greeter)
      assertWired(Settings(), path: "greeter", to: Greeter.self)
      assertWired(Optional(Settings()) as Any, path: "theme.name", to: "dark")
    }
  }

  @Test func nestedOptionalHoldingNilIsNil() {
    let holder = holder()
    let line = #line + 1
    let failures = captureFailures { assertWired(holder, path: "nestedNil", to: owner) }
    expectFailure(
      """
      Expected "nestedNil" to be the given Person (\(address(owner)))

        Found: nil — Holder.nestedNil is nil
        Path:  Holder › nestedNil: Person??

      Set nestedNil where the graph is built (a creator, an assembly or a container), or, if the app sets it later, check that the code that sets it ran before this line.
      """,
      line: line,
      in: failures
    )
  }

  @Test func weakReferenceThatWasReleased() {
    let holder = holder()
    do {
      let friend = Person("gone")
      holder.weakFriend = friend
    }
    let line = #line + 1
    let failures = captureFailures { assertWired(holder, path: "weakFriend.name", to: "gone") }
    expectFailure(
      """
      Expected "weakFriend.name" to equal "gone"

        Found: nil — Holder.weakFriend is a weak reference that was never set or was already released
        Path:  Holder › weakFriend: Person?

      Set weakFriend where the graph is built, and check that something else keeps its target alive: \
      a weak reference does not.
      """,
      line: line,
      in: failures
    )
  }

  @Test func propertyWrapperHoldingNilIsReportedUnderItsOwnName() {
    let holder = holder()
    let line = #line + 1
    let failures = captureFailures { assertWired(holder, path: "boxedNil", to: owner) }
    expectFailure(
      """
      Expected "boxedNil" to be the given Person (\(address(owner)))

        Found: nil — Holder.boxedNil is nil
        Path:  Holder › boxedNil: Person? (@Box)

      Set boxedNil where the graph is built (a creator, an assembly or a container), or, if the app sets it later, check that the code that sets it ran before this line.
      """,
      line: line,
      in: failures
    )
  }

  @Test func lazyPropertyThatWasNeverReadIsNotTriggered() {
    let holder = holder()
    let line = #line + 1
    let failures = captureFailures { assertWired(holder, path: "untouched.name", to: "never") }
    expectFailure(
      """
      Expected "untouched.name" to equal "never"

        Found: Holder.untouched is a lazy property that was never read
        Path:  Holder › untouched

      Wired never triggers a lazy property: read it in the test first if you mean to check what it creates.
      """,
      line: line,
      in: failures
    )
    #expect(captureFailures { assertWired(holder, path: "$__lazy_storage_$_untouched", to: Person.self) }.count == 1)
  }

  @Test func enumInAnotherCase() {
    let holder = holder()
    let line = #line + 1
    let failures = captureFailures { assertWired(holder, path: "state.loading", to: 1) }
    expectFailure(
      """
      Expected "state.loading" to equal 1

        Found: LoadState.loaded, not .loading
        Path:  Holder › state: LoadState › loading
      """,
      line: line,
      in: failures
    )
  }

  @Test func collectionsAndDictionaries() {
    let holder = holder()
    let line = #line + 1
    let failures = captureFailures {
      assertWired(holder, path: "people[2]", to: owner)
      assertWired(holder, path: "optionals[0]", to: owner)
      assertWired(holder, path: "numbers[0]", to: 1)
      assertWired(holder, path: "people.name", to: "p0")
      assertWired(holder, path: "people[\"a\"]", to: owner)
      assertWired(holder, path: "byName[\"an\"]", to: owner)
    }
    #expect(failures.map(\.line) == (1...6).map { UInt(line + $0) })
    #expect(
      failures.map(\.message) == [
        """
        Expected "people[2]" to be the given Person (\(address(owner)))

          Found: index 2 is out of range: the [Person] has 2 elements
          Path:  Holder › people: [Person] › [2]
        """,
        """
        Expected "optionals[0]" to be the given Person (\(address(owner)))

          Found: nil at [0]
          Path:  Holder › optionals: [Person?] › [0]
        """,
        """
        Expected "numbers[0]" to equal 1

          Found: Set<Int> is a set, which has no order
          Path:  Holder › numbers: Set<Int> › [0]
        """,
        """
        Expected "people.name" to equal "p0"

          Found: [Person] has no stored property "name"
          Path:  Holder › people: [Person] › name

        A collection has elements, not properties: pick one first, as in "people[0].name".
        """,
        """
        Expected "people["a"]" to be the given Person (\(address(owner)))

          Found: [Person] is not a dictionary
          Path:  Holder › people: [Person] › ["a"]
        """,
        """
        Expected "byName["an"]" to be the given Person (\(address(owner)))

          Found: no key "an" in the [String: Person]
          Path:  Holder › byName: [String: Person] › ["an"]
          Keys:  "ann"

        Did you mean "ann"?
        """,
      ]
    )
  }

  @Test func missingPropertyListsInheritedOnesWithTheirClass() {
    let line = #line + 1
    let failures = captureFailures { assertWired(Level3(), path: "bse", to: "base") }
    expectFailure(
      """
      Expected "bse" to equal "base"

        Found: Level3 has no stored property "bse"
        Path:  Level3 › bse

        Stored properties of Level3:
          secret: String (inherited from Level1)
          base: String (inherited from Level1)
          middle: String (inherited from Level2)
          secret: String

      Did you mean "base"?
      """,
      line: line,
      in: failures
    )
  }

  @Test func anAppsCustomMirrorIsNotAskedItsStoredFieldsAre() {
    let line = #line + 1
    let failures = captureFailures { assertWired(Masked(), path: "visible", to: 42) }
    expectFailure(
      """
      Expected "visible" to equal 42

        Found: Masked has no stored property "visible"
        Path:  Masked › visible

        Stored properties of Masked:
          hidden: Int

      No stored property of Masked has that name or one close to it; a path follows the stored properties listed above, never a computed property or a method.
      """,
      line: line,
      in: failures
    )
  }

  @Test func existentialOfAnUnequalValueAndANilRoot() {
    let line = #line + 1
    let failures = captureFailures {
      assertWired(Settings(), path: "greeter", to: EnglishGreeter(word: "hi") as Greeter)
      assertWired(Settings?.none as Any, path: "theme", to: Theme(name: "dark"))
    }
    #expect(failures.map(\.line) == [UInt(line + 1), UInt(line + 2)])
    #expect(
      failures.map(\.message) == [
        """
        Expected "greeter" to equal EnglishGreeter(word: "hi")

          Found:    EnglishGreeter(word: "hello")
          Expected: EnglishGreeter(word: "hi")
          Path:     Settings › greeter: EnglishGreeter
        """,
        """
        Expected "theme" to equal Theme(name: "dark")

          Found: nil — the root itself is nil

        Pass the object the path starts from; the root of a path cannot be nil.
        """,
      ]
    )
  }
}

/// A closure read from a stored property through reflection cannot be called safely (swiftlang/swift#54696).
@Suite struct ClosurePathTests {
  final class Button {
    var onTap: () -> Int = { 42 }
  }

  @Test func aClosureIsNeverHandedOutAsCallable() {
    let button = Button()
    let line = #line + 1
    let failures = captureFailures { _ = assertWired(button, path: "onTap", to: (() -> Int).self) }
    expectFailure(
      """
      Expected "onTap" to be a () -> Int

        Found: (Function) (() -> Int), which Wired does not hand out: Swift cannot call a closure read through reflection safely (swiftlang/swift#54696). To check that it is set, ask for Any.self.
        Path:  Button › onTap: () -> Int
      """,
      line: line,
      in: failures
    )
    expectNoFailure { _ = assertWired(button, path: "onTap", to: Any.self) }
  }
}
