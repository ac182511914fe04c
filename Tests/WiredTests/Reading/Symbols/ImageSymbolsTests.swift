#if !canImport(Darwin)
  import Testing

  @testable import Wired
  @testable import WiredChecks
  @testable import WiredReading

  /// The symbol table is read only from the file whose build ID is the loaded image's, wherever the process started.
  @Suite struct ImageSymbolsTests {
    private var base: UnsafeRawPointer? {
      RuntimeFunctions.image(holding: unsafeBitCast(TokenHolder.self, to: UnsafeRawPointer.self))?.base
    }

    @Test func theLoadedImagesBuildIDIsItsFilesOnDisk() throws {
      let base = try #require(base)
      let loaded = try #require(ELFFile.loadedBuildID(at: base))
      #expect(loaded.buildID.count >= 8)
      #expect(ELFFile(path: "/proc/self/exe")?.buildID == loaded.buildID)
    }

    @Test func aFileWithAnotherBuildIDIsNeverRead() throws {
      let base = try #require(base)
      guard case .failure(let problem) = LoadedImage.matching(candidates: ["/bin/sh"], base: base) else {
        Issue.record("another program's file was taken for the test binary")
        return
      }
      #expect(
        problem.description
          == "no file on disk is the loaded image (tried /bin/sh: each has another build ID or cannot be opened)")
    }

    @Test func noFileThatOpensIsSaidWithEveryPathTried() throws {
      let base = try #require(base)
      guard case .failure(let problem) = LoadedImage.matching(candidates: ["not/here", "/not/there"], base: base) else {
        Issue.record("a file that does not exist was taken for the test binary")
        return
      }
      #expect(
        problem.description
          == "no file on disk is the loaded image (tried not/here, /not/there: each has another build ID or cannot be opened)"
      )
    }

    @Test func aRelativeNameThatNoLongerLeadsToTheFileFallsBackToTheProcesssOwn() throws {
      let base = try #require(base)
      let found = LoadedImage.matching(
        candidates: ["not/from/here/WiredPackageTests.xctest", "/proc/self/exe"], base: base)
      guard case .success(let image) = found else {
        Issue.record("the process's own executable was not found")
        return
      }
      #expect(image.path == "/proc/self/exe")
    }
  }
#endif
