/// Loads a profile's avatar.
public protocol AvatarLoading: AnyObject {}

/// The app's loader.
public final class AvatarLoader: AvatarLoading {
  public init() {}
}

/// A profile whose avatar loader its creator sets; compiled without reflection metadata.
public final class LegacyProfile {
  public var avatar: (any AvatarLoading)?
  public let name: String

  public init(name: String, avatar: (any AvatarLoading)? = nil) {
    self.name = name
    self.avatar = avatar
  }
}
