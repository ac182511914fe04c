import Testing

@testable import WiredChecks

/// The closest name to one that was not found, when close enough to be what was meant.
@Suite struct DidYouMeanTests {
  @Test func aSwapOfNeighboursIsOneEdit() {
    #expect(DidYouMean.editDistance("veiw", "view") == 1)
    #expect(DidYouMean.editDistance("presenter", "presenter") == 0)
    #expect(DidYouMean.editDistance("", "view") == 4)
    #expect(DidYouMean.editDistance("kitten", "sitting") == 3)
  }

  @Test func theClosestCandidateWithinAThirdOfTheNameIsSuggested() {
    #expect(DidYouMean.suggestion(for: "presnter", among: ["presenter", "interactor"]) == "presenter")
    #expect(DidYouMean.suggestion(for: "VIEW", among: ["view"]) == "view")
    #expect(DidYouMean.suggestion(for: "zzz", among: ["presenter"]) == nil)
  }

  @Test func aSharedStemIsSuggestedOnlyWhereAllowedAndStorageOnlyForStorage() {
    #expect(DidYouMean.suggestion(for: "retries", among: ["retry", "timeout"]) == "retry")
    #expect(DidYouMean.suggestion(for: "retries", among: ["retry", "timeout"], stems: false) == nil)
    #expect(DidYouMean.suggestion(for: "observationRegistrar", among: ["_$observationRegistrar"]) == nil)
  }
}
