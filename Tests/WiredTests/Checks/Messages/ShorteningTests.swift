import Testing

@testable import WiredChecks

/// Long paths, lists and messages cut in the middle, with a count of what was left out; counts grouped by thousands.
@Suite struct ShorteningTests {
  @Test func countsAreGroupedByThousandsWhateverTheLocale() {
    #expect(Shortening.grouped(7) == "7")
    #expect(Shortening.grouped(1_000) == "1,000")
    #expect(Shortening.grouped(99_990) == "99,990")
    #expect(Shortening.grouped(1_234_567) == "1,234,567")
  }

  @Test func aPathOfMoreThanTwelveSegmentsKeepsItsFirstSixAndLastFour() {
    let twelve = (1...12).map { "s\($0)" }.joined(separator: ".")
    #expect(Shortening.path(twelve) == twelve)
    let thirteen = (1...13).map { "s\($0)" }.joined(separator: ".")
    #expect(Shortening.path(thirteen) == "s1.s2.s3.s4.s5.s6 … 3 more segments … s10.s11.s12.s13")
  }

  @Test func aListOfMoreThanTwentyFiveLinesKeepsItsFirstTwentyAndLastFive() {
    let lines = (1...30).map { "line \($0)" }
    let shortened = Shortening.list(lines)
    #expect(shortened.count == 26)
    #expect(shortened[20] == "    … 5 more …")
    #expect(shortened.last == "line 30")
    #expect(Shortening.list(Array(lines.prefix(25))) == Array(lines.prefix(25)))
  }

  @Test func anOverlongLineAndAnOverlongMessageAreCutInTheMiddleAndSayHowMuch() {
    let line = Shortening.message(String(repeating: "a", count: 30_000))
    #expect(line.contains(" … 28,000 characters left out … "))
    #expect(line.count < 2_100)
    let lines = Shortening.message(
      Array(repeating: String(repeating: "b", count: 1_000), count: 30).joined(separator: "\n"))
    #expect(lines.contains(" characters left out … "))
    #expect(lines.count < 20_100)
  }
}
