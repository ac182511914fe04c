import WiredReading

/// One service of a dependency container to check: its name and how to resolve it.
///
/// Any container fits, with no adapter: the closure resolves the service as the app would.
///
/// ```swift
/// let services: [ContainerService] = [
///   ContainerService(SettingsViewController.self, except: ["debugMenu"]) { container.resolve(SettingsViewController.self) },
///   ContainerService("profile") { container.resolve(ProfileViewController.self) },
/// ]
/// assertContainerWired(services)
/// ```
public struct ContainerService {
  /// The name failures give the service.
  let name: String
  /// The properties of the resolved graph that may stay nil, as names or paths from the service.
  let except: [any PropertyName]
  /// Resolves the service; `nil` means the container could not.
  let resolve: () throws -> Any?
  /// Whether the service was made from the type the container provides, and is named for it.
  private var isNamedForItsType = false

  /// The name of the type the container provides, when the service was made from it: a nil optional of that type
  /// elsewhere follows from this service not resolving.
  var typeName: String? { isNamedForItsType ? name : nil }

  /// A service named `name`.
  ///
  /// - Parameters:
  ///   - name: The name failures give the service.
  ///   - except: Properties of the resolved graph that may stay nil.
  ///   - resolve: Resolves the service; return `nil` when the container cannot. Leak checks call it twice.
  public init(_ name: String, except: [any PropertyName] = [], resolve: @escaping () throws -> Any?) {
    self.name = name
    self.except = except
    self.resolve = resolve
  }

  /// A service named for its type.
  ///
  /// - Parameters:
  ///   - type: The type the container provides.
  ///   - except: Properties of the resolved graph that may stay nil.
  ///   - resolve: Resolves the service; return `nil` when the container cannot. Leak checks call it twice.
  public init<Service>(
    _ type: Service.Type, except: [any PropertyName] = [], resolve: @escaping () throws -> Service?
  ) {
    self.init(TypeName.of(type), except: except) { try resolve() }
    isNamedForItsType = true
  }
}
