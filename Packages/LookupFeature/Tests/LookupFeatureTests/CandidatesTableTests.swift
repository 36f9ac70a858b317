import DependencyRegistryTesting
import LookupFeature
import MusicPresentation
import Testing

/// The candidates a name matched show an empty name, or an album's or song's empty artist, as
/// missing: never a blank cell.
struct CandidatesTableTests {
  @Test(arguments: [
    (Lookup.Kind.artist, ["(unknown artist)", ""]), (.album, ["(no name)", "(unknown artist)"]),
    (.song, ["(no title)", "(unknown artist)"]), (.playlist, ["(no name)", ""]),
  ])
  func anEmptyNameIsShownAsMissing(kind: Lookup.Kind, shown: [String]) {
    let candidate = LookupCandidate(id: "23", name: " ", artist: kind == .playlist ? "" : nil)
    expectEqual(CellTable.candidates([candidate], kind: kind).rows, [shown + ["", "23"]])
  }
}
