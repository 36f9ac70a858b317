import ExampleClient
import Foundation
import HTTPTransport

extension ExampleClient {
  /// A client that asks the Example service at `baseURL` through `transport`.
  ///
  /// - Parameters:
  ///   - baseURL: The service's address; any query it carries is kept.
  ///   - transport: The HTTP transport; tests pass `HTTPTransport.fake`.
  ///   - timeout: The budget of one request, from start to last byte.
  public static func live(
    baseURL: URL = ExampleAPI.defaultBaseURL,
    transport: HTTPTransport,
    timeout: Duration = .seconds(30)
  ) -> ExampleClient {
    ExampleClient(fetchGreeting: { name in
      let request = try GreetingRequest.make(baseURL: baseURL, name: name, timeout: timeout)
      let response: HTTPResponse
      do {
        response = try await transport.send(request)
      } catch {
        throw ExampleError(transportFailure: error)
      }
      return try GreetingResponse.greeting(from: response)
    })
  }
}
