import Synchronization
import Testing
import WiredTestSupport

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// The type shapes that took the whole test process down, or let a hole pass, while the readers assumed they knew
/// every shape: each now meets a read the runtime promises, or "unreadable, because …". Before the closed world, the
/// first four crashed the process every time (`SlotHolder`: an illegal instruction copying a noncopyable value;
/// `RingRegistry`: the integer `3` read as a type's metadata; `OwnedPart.orphaned()`: the runtime's load of a released
/// `unowned` reference; a busy `SettingsStore`: a torn read of its dictionary), and the containers passed in silence.
@Suite struct ClosedWorldShapeTests {
  @Test func aNoncopyableGenericStructIsReadInPlaceAndAnOptionalOneIsUnreadableNeverCopied() {
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(SlotHolder()) }
    expectFailure(
      """
      Expected every optional dependency in the graph of SlotHolder to be injected, but 3 are nil

        Missing:
          slot.service: ShapeService?
          dropping.service.back: AnyObject?
          owned.service.back: AnyObject?

        Counted: every optional reference (an object, a protocol or a closure) in the graph of SlotHolder

        Cannot read:
          optionalSlot: Slot<Int>? — a noncopyable value, which Wired cannot read

      Inject each one where SlotHolder is built, or list the ones that may stay nil in except:.
      What Wired cannot read may hide a nil dependency: check it another way (assertWired, the API of its type), then list it in except:.
      """,
      line: line, in: failures)
    #expect(checkRetainCycles(SlotHolder()).cycles.isEmpty)
    #expect(
      wiringSnapshot(SlotHolder()) == """
        SlotHolder
        slot.service: ShapeService? = nil
        dropping.service → ShapeServiceImpl
        dropping.service.back: AnyObject? = nil
        owned.service → ShapeServiceImpl
        owned.service.back: AnyObject? = nil
        owned.tag → ShapeOwner

        """)
  }

  @Test func valueGenericsKeyedByAnIdentityAreWalkedAndNamedNeverReadAsTypes() {
    #expect(
      checkInjections(RingRegistry()).missing.map(\.description) == [
        "rings[ShapeServiceImpl].service: ShapeService?", "buffers[RingBuffer<4>].service: ShapeService?",
      ])
    #expect(
      wiringSnapshot(RingRegistry()) == """
        RingRegistry
        owner: ShapeOwner → ShapeOwner
        rings[ShapeServiceImpl].service: ShapeService? = nil
        buffers: [ObjectIdentifier: RingBuffer<4>] (1 element, unordered, not listed)

        """)
  }

  @Test func anUnownedReferenceToAReleasedObjectIsNeverLoadedAndSaysSo() {
    let orphan = OwnedPart.orphaned()
    #expect(checkInjections(orphan).missing.map(\.path) == ["unsafeOwner", "service.back"])
    #expect(checkRetainCycles(orphan).passed)
    #expect(
      wiringSnapshot(orphan) == """
        OwnedPart
        owner: ShapeOwner unowned → released
        unsafeOwner: ShapeOwner? = nil
        service: ShapeService? → ShapeServiceImpl
        service.back: AnyObject? = nil

        """)
    let line = #line + 1
    let failures = captureFailures { assertWired(orphan, path: "owner", to: ShapeOwner.self) }
    expectFailure(
      """
      Expected "owner" to be a ShapeOwner

        Found: OwnedPart.owner cannot be read: an unowned reference whose object was released, which the app cannot read either
        Path:  OwnedPart › owner: ShapeOwner

      Check what it holds another way, such as through the API of the type that owns it.
      """,
      line: line, in: failures)
  }

  @Test func anUnownedReferenceToALiveObjectIsFollowedAndAnUnsafeOneIsNot() {
    let owner = ShapeOwner()
    let part = OwnedPart(owner)
    part.unsafeOwner = owner
    expectNoFailure { assertWired(part, path: "owner", to: owner) }
    #expect(
      wiringSnapshot(part) == """
        OwnedPart
        owner: ShapeOwner unowned → ShapeOwner
        unsafeOwner: ShapeOwner? unowned(unsafe) (not read)
        service: ShapeService? → ShapeServiceImpl
        service.back: AnyObject? = nil

        """)
    #expect(
      checkRetainCycles(part).unsafeReferences.map(\.description) == ["unsafeOwner: ShapeOwner? (unowned(unsafe))"])
  }

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @Test func theStandardLibrarysContainersAreWalkedNotTakenForLeaves() {
    #expect(
      checkInjections(ContainerShapes()).missing.map(\.path) == [
        "inline[0].back", "inline[2].back", "inline[3].back", "one.element.back",
      ])
    let line = #line + 1
    let failures = captureFailures { assertNoRetainCycles(ContainerShapes()) }
    expectFailure(
      """
      Expected no strong reference cycle in the graph of ContainerShapes, but found 1

        Cycle 1, at the root:
          ContainerShapes.result.success: Result<ShapeServiceImpl, Error> → ShapeServiceImpl
          ShapeServiceImpl.back: AnyObject? → ContainerShapes
          Break it: make ShapeServiceImpl.back weak

      Make the reference that points back toward the root weak or unowned: a cycle keeps its objects alive once nothing else refers to them. If the app breaks a cycle on purpose, list that reference in except:.
      """,
      line: line, in: failures)
    #expect(
      wiringSnapshot(ContainerShapes()) == """
        ContainerShapes
        inline: InlineArray<4, ShapeService?> (4 elements)
        inline[0] → ShapeServiceImpl
        inline[0].back: AnyObject? = nil
        inline[2] → ShapeServiceImpl
        inline[2].back: AnyObject? = nil
        inline[3] → ShapeServiceImpl
        inline[3].back: AnyObject? = nil
        result.success → ShapeServiceImpl
        result.success.back: AnyObject? → ContainerShapes (root, closes a cycle)
        one.element → ShapeServiceImpl
        one.element.back: AnyObject? = nil

        """)
  }

  @Test func aGenericFieldBoundToVoidOrAPackIsReadAsItIs() {
    #expect(checkInjections(ValueBox<Void>(())).unreadable.isEmpty)
    let packed = ValueBox(Packed<Int, String>(values: (1, "a"), service: nil))
    #expect(
      checkInjections(packed).missing.map(\.description) == [
        "value.service: ShapeService?", "service.back: AnyObject?",
      ])
    #expect(checkInjections(packed).message?.contains("ValueBox<Packed<Int, String>>") == true)
    #expect(
      checkInjections(ValueBox(Packed(values: (), service: nil))).missing.map(\.path) == [
        "value.service", "service.back",
      ])
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func aMutexStateOfEveryShapeIsReadLocalTypesIncluded() {
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(MutexShapes()) }
    expectFailure(
      """
      Expected every optional dependency in the graph of MutexShapes to be injected, but 5 are nil

        Missing:
          nonASCII.service: ShapeService?
          valueGeneric.service: ShapeService?
          constrained.service: ShapeService?
          packed.service: ShapeService?
          local.state.service: ShapeService?

        Counted: every optional reference (an object, a protocol or a closure) in the graph of MutexShapes

      Inject each one where MutexShapes is built, or list the ones that may stay nil in except:.
      """,
      line: line, in: failures)
  }

  /// The Swift 6 way to guard state, `private let state = Mutex(State())` with a private nested `State`, in an owner of
  /// every kind: each one's nil dependency is found by its path.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func privateStateInAMutexIsReadInOwnersOfEveryKind() {
    final class LocalOwner: @unchecked Sendable {
      struct State { var service: (any ShapeService)? }
      let state = Mutex(State())
    }
    let owners: [AnyObject] = [
      GenericStateOwner(1), PackStateOwner<Int, Bool>(), ValueGenericStateOwner<3>(), Überwacher(),
      Outer<Int>.StateOwner(), LocalOwner(),
    ]
    #expect(
      owners.map { checkInjections($0).missing.map(\.description) } == [
        ["state.service: ShapeService?"], ["state.service: ShapeService?"], ["state.service: ShapeService?"],
        ["zustand.dienst: ShapeService?"], ["state.service: ShapeService?"], ["state.service: ShapeService?"],
      ])
    #expect(owners.allSatisfy { checkInjections($0).unreadable.isEmpty })
  }

  /// Two types of one name, each declared in a function of one context, are told apart by the function that declares
  /// the field's owner.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func localStatesOfOneNameInTwoFunctionsAreEachTheirOwn() {
    #expect(checkInjections(LocalStates.first()).missing.map(\.description) == ["state.first: ShapeService?"])
    #expect(checkInjections(LocalStates.second()).missing.map(\.description) == ["state.second: ShapeService?"])
  }

  @Test func aSynchronousCheckListsAnActorAndNeverEntersIt() {
    let feature = SettingsFeature(store: SettingsStore(api: nil))
    let line = #line + 1
    let failures = captureFailures { assertAllInjected(feature) }
    expectFailure(
      """
      Expected every optional dependency in the graph of SettingsFeature to be injected, but 1 is nil

        Missing:
          analytics: ShapeService?

        Counted: every optional reference (an object, a protocol or a closure) in the graph of SettingsFeature

        Cannot read:
          store: SettingsStore — not read: it is an actor, whose state only its own executor may read; await the check from an async test to read it there

      Inject each one where SettingsFeature is built, or list the ones that may stay nil in except:.
      What Wired cannot read may hide a nil dependency: check it another way (assertWired, the API of its type), then list it in except:.
      """,
      line: line, in: failures)
    #expect(
      wiringSnapshot(feature) == """
        SettingsFeature
        store: SettingsStore → SettingsStore (actor, not entered: await the snapshot to read it)
        analytics: ShapeService? = nil

        """)
    #expect(
      checkInjections(feature.store).unreadable.map(\.description) == [
        "self: SettingsStore (not read: it is an actor, whose state only its own executor may read; await the check "
          + "from an async test to read it there)"
      ])
    let pathLine = #line + 1
    let pathFailures = captureFailures { assertWired(feature, path: "store.api", to: ShapeServiceImpl.self) }
    expectFailure(
      """
      Expected "store.api" to be a ShapeServiceImpl

        Found: SettingsStore is not read: it is an actor, whose state only its own executor may read
        Path:  SettingsFeature › store: SettingsStore › api

      Check the path up to SettingsStore, and what lies beyond it through the actor itself, with await: an actor's state is read on its executor, never from outside.
      """,
      line: pathLine, in: pathFailures)
  }

  @Test func anAwaitedCheckReadsTheAppsActorOnItsExecutor() async {
    let feature = SettingsFeature(store: SettingsStore(api: nil))
    let line = #line + 1
    let failures = await captureFailures { await assertAllInjected(feature) }
    expectFailure(
      """
      Expected every optional dependency in the graph of SettingsFeature to be injected, but 2 are nil

        Missing:
          analytics: ShapeService?
          store.api: ShapeService?

        Counted: every optional reference (an object, a protocol or a closure) in the graph of SettingsFeature

      Inject each one where SettingsFeature is built, or list the ones that may stay nil in except:.
      """,
      line: line, in: failures)
    #expect(
      await wiringSnapshot(feature) == """
        SettingsFeature
        store: SettingsStore → SettingsStore
        store.api: ShapeService? = nil
        analytics: ShapeService? = nil

        """)
    #expect(await checkInjections(feature.store).missing.map(\.path) == ["api"])
    #expect(await checkRetainCycles(feature).passed)
  }
}
