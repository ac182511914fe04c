import Wired

/// The names of the properties that may stay nil, as an enum instead of strings.
enum MayStayNil: String, PropertyName {
  case debugMenu
}
