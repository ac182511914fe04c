import Foundation

/// The address Wired shows for an object.
func address(_ object: AnyObject) -> String {
  "\(Unmanaged.passUnretained(object).toOpaque())"
}
