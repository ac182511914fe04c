// Each line below the comment reads raw memory in a way Scripts/check-unsafe-room.py must refuse outside the reading
// module; CI checks that it finds every one (and nothing in this comment: UnsafeRawPointer, .pointee).
let a = pointer.load(as: Int.self)
let b = pointer.load(fromByteOffset: 8, as: Int.self)
let c = pointer.assumingMemoryBound(to: Int.self)
let d = typed.pointee
let e = unsafeDowncast(object, to: Leaf.self)
@_extern(c, "swift_retain") func retain(_ object: AnyObject)
let f = "http://example" + String(unsafeBitCast(g, to: Int.self))
let h = String(cString: name)
let i: UnsafeRawPointer? = nil
let j = Unmanaged.passUnretained(object)
let k = raw.bindMemory(to: Int.self, capacity: 1)
withUnsafePointer(to: &value) { _ in }
