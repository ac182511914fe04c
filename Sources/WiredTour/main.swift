// `swift run WiredTour`: Wired catching the bugs of six real scenarios, each next to its healthy twin.

import Foundation

let tour = Tour()
print("Wired tour: each scenario is built twice, healthy and with a bug that compiles, and Wired checks both.")
tour.sceneScenario()
tour.locationScenario()
tour.targetActionScenario()
tour.injectionScenario()
if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
  await tour.viewModelScenario()
} else {
  print("\nScenario 5 needs @Observable: macOS 14 or later.")
}
await tour.snapshotScenario()

let allCaught = tour.caught == tour.bugs && tour.passed == tour.healthy
print(
  "\n\(allCaught ? "Done" : "PROBLEM"): \(tour.caught) of \(tour.bugs) bugs caught, "
    + "\(tour.passed) of \(tour.healthy) healthy twins passed. Next: swift test, then README.md.")
exit(allCaught ? 0 : 1)
