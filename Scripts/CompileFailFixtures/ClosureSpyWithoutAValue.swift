// A spy for a closure that returns a value, made without one: the compiler says what to write.
// Checked by Scripts/compile-fail.py: each line marked `expected-error` fails with that text, and nothing else does.
import Wired

struct Place {}

let fetchPlaces = ClosureSpy<String, [Place]>("fetchPlaces")  // expected-error: 'init(_:)' is unavailable: give it what it returns: ClosureSpy<Input, Output>("name", returning: …)

// The spellings that compile: a closure that returns nothing, by name or not, and one that returns a value.
let callUser = ClosureSpy<String, Void>("callUser")
let anonymous = ClosureSpy<String, Void>()
let fetchCount = ClosureSpy<String, Int>("fetchCount", returning: 0)
