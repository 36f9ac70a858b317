/// `duration` in whole milliseconds, within `0...Int.max`.
func milliseconds(_ duration: Duration) -> Int {
  let (seconds, attoseconds) = duration.components
  guard seconds >= 0 else { return 0 }
  let (whole, overflow) = Int(seconds).multipliedReportingOverflow(by: 1_000)
  let (sum, overflowToo) = whole.addingReportingOverflow(Int(attoseconds / 1_000_000_000_000_000))
  return overflow || overflowToo ? .max : sum
}
