import SubsonicClient

/// The rows of loaded search results, as shown: each section that found something under its
/// header (artists, albums, songs), then the state of the next page of songs, if one is loading
/// or failed. A row is found from the sections' counts, without copying the results.
public struct SearchRows: RandomAccessCollection, Sendable {
  /// The results the rows show.
  public let results: SearchResults
  /// The row after the songs: ``SearchRow/loadingMore`` or ``SearchRow/loadMoreFailed(_:canRetry:)``.
  public let footer: SearchRow?
  /// The sections that found something, in order, with the row each header is on.
  private let sections: [(section: SearchSection, start: Int, count: Int)]

  /// The rows of `results`; `isLoadingMore` and `loadMoreFailure` as the store says.
  public init(
    results: SearchResults, isLoadingMore: Bool = false, loadMoreFailure: SubsonicError? = nil
  ) {
    self.results = results
    if isLoadingMore {
      footer = .loadingMore
    } else {
      footer = loadMoreFailure.map { .loadMoreFailed($0, canRetry: $0.isRetryable) }
    }
    var sections: [(section: SearchSection, start: Int, count: Int)] = []
    var start = 0
    for (section, count) in [
      (SearchSection.artists, results.artistCount), (.albums, results.albumCount),
      (.songs, results.songCount),
    ] where count > 0 {
      sections.append((section, start, count))
      start += count + 1
    }
    self.sections = sections
  }

  /// The first row: 0.
  public var startIndex: Int { 0 }

  /// One past the last row.
  public var endIndex: Int {
    (sections.last.map { $0.start + $0.count + 1 } ?? 0) + (footer == nil ? 0 : 1)
  }

  /// The row at `position`.
  public subscript(position: Int) -> SearchRow {
    precondition(indices.contains(position), "row \(position) is outside \(count) rows")
    guard let part = sections.last(where: { $0.start <= position }),
      position <= part.start + part.count
    else {
      return footer ?? .loadingMore  // past the last section: the footer
    }
    let offset = position - part.start - 1
    guard offset >= 0 else {
      let hasMore = part.section == .songs && results.hasMoreSongs
      return .header(part.section, count: part.count, hasMore: hasMore)
    }
    switch part.section {
    case .artists: return .artist(results.artists[offset])
    case .albums: return .album(results.albums[offset])
    case .songs: return .song(results.songs[offset], index: offset)
    }
  }

  /// The first row the selection may rest on; `nil` when there is none.
  public var firstSelectable: Int? { sections.isEmpty ? nil : 1 }

  /// The last row the selection may rest on; `nil` when there is none.
  public var lastSelectable: Int? { sections.last.map { $0.start + $0.count } }

  /// The selectable row nearest `position` going by `step` (1 down, -1 up), `position` itself
  /// when it is selectable; the nearest the other way when none is that way.
  public func selectable(near position: Int, step: Int) -> Int? {
    guard let first = firstSelectable, let last = lastSelectable else { return nil }
    let position = Swift.min(Swift.max(position, first), last)
    if self[position].isSelectable { return position }
    // Only headers sit between sections, and a header is always followed by a row.
    let forward = position + (step < 0 ? -1 : 1)
    return (first...last).contains(forward) ? forward : position - (step < 0 ? -1 : 1)
  }
}
