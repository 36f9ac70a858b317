/// Runs `operation` with the current dependencies changed by `update`, for that operation and the
/// child tasks it starts only.
///
/// ```swift
/// let day = try await withDependencies {
///   $0.suntimesClient = .preview
/// } operation: {
///   try await SunStore().load(...)
/// }
/// ```
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs the async `operation` with the current dependencies changed by `update`, for that
/// operation and the child tasks it starts only.
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try await DependencyValues.$current.withValue(values, operation: operation)
}
