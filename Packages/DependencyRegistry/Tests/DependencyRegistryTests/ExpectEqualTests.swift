import DependencyRegistryTesting
import Testing

struct ExpectEqualTests {
  @Test func equalValuesRecordNoIssue() {
    expectEqual([1, 2, 3], [1, 2, 3])
    expectEqual(Optional("dawn"), "dawn")
  }

  @Test func differentValuesRecordAnIssueAtTheCallersLineShowingBoth() {
    let line = #line + 2
    withKnownIssue {
      expectEqual("sunrise", "sunset")
    } matching: { issue in
      let text = String(describing: issue)
      return issue.sourceLocation?.line == line && text.contains("\"sunrise\"")
        && text.contains("\"sunset\"")
    }
  }
}
