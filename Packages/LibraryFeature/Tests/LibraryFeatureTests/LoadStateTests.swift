import DependencyRegistryTesting
import LibraryFeature
import SubsonicClient
import Testing

struct LoadStateTests {
  @Test func loadStateExposesNoValueOrFailureOutsideItsCase() {
    expectEqual(LoadState<Artist>.idle.value, nil)
    expectEqual(LoadState<Artist>.loading.failure, nil)
    expectEqual(LoadState<Artist>.loaded(Fixtures.aurora).value, Fixtures.aurora)
    expectEqual(LoadState<Artist>.loaded(Fixtures.aurora).failure, nil)
    expectEqual(LoadState<Artist>.failed(.cancelled, canRetry: true).value, nil)
  }

  @Test func resultBecomesLoadedOrFailedWithTheErrorsRetryAdvice() {
    expectEqual(LoadState(.success(Fixtures.aurora)), .loaded(Fixtures.aurora))
    expectEqual(
      LoadState<Artist>(.failure(.httpStatus(503))), .failed(.httpStatus(503), canRetry: true))
    let notFound = SubsonicError.api(SubsonicAPIError(code: .notFound, message: "no such artist"))
    expectEqual(LoadState<Artist>(.failure(notFound)), .failed(notFound, canRetry: false))
  }
}
