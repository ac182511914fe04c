import WiredReading

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The single events of a `UIControl.Event` mask, and the names failure messages give them.
  enum UIControlEventNames {
    static let named: [(UIControl.Event, String)] = [
      (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
      (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
      (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
      (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
      (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
      (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]

    /// Every single-bit event in `mask`, lowest bit first.
    static func singleEvents(in mask: UIControl.Event) -> [UIControl.Event] {
      (0..<UInt.bitWidth).compactMap { bit in
        let event = UIControl.Event(rawValue: 1 << UInt(bit))
        return mask.contains(event) ? event : nil
      }
    }
  }

  extension UIControl.Event {
    /// `touchUpInside`, or the raw value for an event without a name; several names joined with ` | `.
    var readableName: String {
      let names = UIControlEventNames.singleEvents(in: self).map { event in
        UIControlEventNames.named.first { $0.0 == event }?.1 ?? "UIControl.Event(rawValue: \(event.rawValue))"
      }
      return names.isEmpty ? "no event" : names.joined(separator: " | ")
    }
  }
#endif
