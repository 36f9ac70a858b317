import DependencyRegistry
import DependencyRegistryTesting
import SuntimesClient
import SuntimesFeature
import Testing

@MainActor
struct SunStoreRegistryTests {
  @Test(.dependencies { $0.suntimesClient = .returning(Fixtures.tromsoMidsummer) })
  func storeReadsTheClientFromTheRegistryWhenNoneIsPassed() async {
    let store = SunStore(timeZone: Fixtures.osloZone)
    await store.load(SunRequest(Fixtures.tromso, on: Fixtures.midsummer))
    let presentation = SolarDayPresentation(Fixtures.tromsoMidsummer, timeZone: Fixtures.osloZone)
    expectEqual(
      store.state,
      .loaded(PresentedSolarDay(day: Fixtures.tromsoMidsummer, presentation: presentation)))
  }

  @Test(.dependencies)
  func plainTestContextGivesTheStoreTheUnimplementedClient() async {
    let store = SunStore(timeZone: Fixtures.utcZone)
    await withKnownIssue {
      await store.load(SunRequest(Fixtures.toronto, on: Fixtures.midsummer))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("SuntimesClient.fetchSolarDay is unimplemented")
      }
    }
    guard case .failed(.unreachable(let reason), _) = store.state else {
      Issue.record("expected a failed state, got \(store.state)")
      return
    }
    #expect(reason.contains("SuntimesClient.fetchSolarDay is unimplemented"))
  }

  @Test(.dependencies)
  func storeReadsTheRegistryOnceAtInit() async {
    let store = withDependencies {
      $0.suntimesClient = .returning(Fixtures.torontoMidsummer)
    } operation: {
      SunStore(timeZone: Fixtures.torontoZone)
    }
    // Outside the scope the registry holds the unimplemented client; the store kept its own.
    await store.load(SunRequest(Fixtures.toronto, on: Fixtures.midsummer))
    let presentation = SolarDayPresentation(
      Fixtures.torontoMidsummer, timeZone: Fixtures.torontoZone)
    expectEqual(
      store.state,
      .loaded(PresentedSolarDay(day: Fixtures.torontoMidsummer, presentation: presentation)))
  }
}
