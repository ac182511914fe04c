import Testing

@testable import Wired
@testable import WiredChecks
@testable import WiredReading

/// Each runtime entry point Wired calls, called on a fixture whose answer is known another way: a wrong calling
/// convention or a changed entry point gives another answer here first.
@Suite struct RuntimeFunctionsTests {
  private struct Layout {
    var first: UInt8
    var second: Int
    weak var third: AnyObject?
  }

  @Test func theContextDescriptorIsTheOneAStructsMetadataPointsTo() {
    // NB: a struct's metadata is its kind, then its descriptor (`TargetStructMetadata`).
    let metadata = unsafeBitCast(Layout.self, to: UnsafeRawPointer.self)
    #expect(
      RuntimeFunctions.contextDescriptor(of: Layout.self) == metadata.load(fromByteOffset: 8, as: UnsafeRawPointer.self)
    )
    #expect(RuntimeFunctions.contextDescriptor(of: (Int, Int).self) == nil)
  }

  @Test func fieldsAreCountedNamedAndPlacedAsTheCompilerLaysThemOut() {
    #expect(RuntimeFunctions.fieldCount(of: Layout.self) == 3)
    let fields = (0..<3).map { RuntimeFunctions.field($0, of: Layout.self) }
    #expect(fields.map(\.name) == ["first", "second", "third"])
    #expect(fields.map(\.isStrong) == [true, true, false])
    #expect(ObjectIdentifier(fields[1].type) == ObjectIdentifier(Int.self))
    #expect(RuntimeFunctions.fieldOffset(1, of: Layout.self) == MemoryLayout<Layout>.offset(of: \.second))
    // NB: a weak reference has no key path offset; it is the last word of the struct.
    #expect(RuntimeFunctions.fieldOffset(2, of: Layout.self) == MemoryLayout<Layout>.size - MemoryLayout<Int>.size)
  }

  @Test func aTypeIsMadeFromItsMangledName() {
    let made = RuntimeFunctions.type(named: Array("SaySiG".utf8), context: nil, genericArguments: nil)
    #expect(made.map(ObjectIdentifier.init) == ObjectIdentifier([Int].self))
    #expect(RuntimeFunctions.type(named: Array("5Wired9NoSuchTypeV".utf8), context: nil, genericArguments: nil) == nil)
  }

  @Test func aWeakReferenceIsLoadedStrongWhileItsTargetLives() throws {
    let loadStrong = try #require(RuntimeFunctions.weakLoadStrong)
    final class Target {}
    var target: Target? = Target()
    var layout = Layout(first: 1, second: 2, third: target)
    let offset = RuntimeFunctions.fieldOffset(2, of: Layout.self)
    withUnsafeBytes(of: &layout) { bytes in
      let loaded = loadStrong(bytes.baseAddress! + offset)
      #expect(loaded.map { Unmanaged<AnyObject>.fromOpaque($0).takeRetainedValue() } === target)
    }
    target = nil
    withUnsafeBytes(of: &layout) { bytes in #expect(loadStrong(bytes.baseAddress! + offset) == nil) }
  }

  @Test func childrenAreCountedAndCopiedOutAsMirrorListsThem() {
    enum Shape {
      case circle(radius: Double)
      case square
    }
    let layout = Layout(first: 7, second: 42, third: nil)
    #expect(RuntimeFunctions.childCount(of: layout, type: Layout.self) == 3)
    #expect(RuntimeFunctions.child(1, of: layout, type: Layout.self) as? Int == 42)
    let pair: Any = (key: "id", value: 3)
    #expect(RuntimeFunctions.childCount(of: pair, type: type(of: pair)) == 2)
    #expect(RuntimeFunctions.child(0, of: pair, type: type(of: pair)) as? String == "id")
    let circle: Any = Shape.circle(radius: 2)
    let child = RuntimeFunctions.labelledChild(0, of: circle, type: Shape.self)
    let mirrored = Mirror(reflecting: circle).children.first
    #expect(child.label == "circle" && child.label == mirrored?.label)
    // NB: a case's labelled payload is a tuple of one labelled element, as its mirror lists it.
    #expect(String(describing: child.value) == "(radius: 2.0)")
    #expect(String(describing: child.value) == mirrored.map { String(describing: $0.value) })
    #expect(RuntimeFunctions.childCount(of: Shape.square, type: Shape.self) == 0)
  }

  @Test func aSymbolIsDemangled() {
    #expect(RuntimeFunctions.demangle("$sSaySiGD") == "Swift.Array<Swift.Int>")
    #expect(RuntimeFunctions.demangle("not a symbol") == nil)
  }

  @Test func theImageOfAnAddressIsTheOneThatHoldsIt() throws {
    let image = try #require(RuntimeFunctions.image(holding: unsafeBitCast(Layout.self, to: UnsafeRawPointer.self)))
    #expect(image.fileName.hasSuffix(".xctest") || image.fileName.hasSuffix("WiredPackageTests"))
  }
}
