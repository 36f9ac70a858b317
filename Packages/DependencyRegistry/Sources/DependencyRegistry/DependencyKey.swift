/// A key that names one dependency in ``DependencyValues``.
///
/// Declare the key next to the client it names, in the client's interface package, with the
/// values that need no networking: a ``testValue`` whose every endpoint fails the test that calls
/// it, and a ``previewValue`` with deterministic data. The live value is never a default: it lives
/// in the live package and only the app's composition root sets it.
public protocol DependencyKey: Sendable {
  /// The type of the dependency, usually a struct of `@Sendable` closures.
  associatedtype Value: Sendable

  /// The value used in a test context when a test did not override this key.
  static var testValue: Value { get }

  /// The value used in a preview context when the preview did not override this key.
  static var previewValue: Value { get }
}
