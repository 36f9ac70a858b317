extension ExampleClient {
  /// Deterministic answers for any input, with no network: `Hello, <name>!`, and
  /// `Hello, world!` for an empty name.
  public static let preview = ExampleClient(fetchGreeting: { name in
    "Hello, \(name.isEmpty ? "world" : name)!"
  })

  /// A client that fails every request as an unreachable service would, to preview error
  /// states.
  public static let previewFailing = ExampleClient.failing(
    .unreachable("preview: the network is switched off")
  )
}
