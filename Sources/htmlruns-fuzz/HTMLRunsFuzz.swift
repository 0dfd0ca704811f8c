// libFuzzer entry point: converts each input, checks every invariant of
// `Docs/Robustness.md` (the same checker the property tests use) and writes
// the JSON in all three offset units. A broken invariant aborts, so
// libFuzzer keeps the input as a crash file. Built only by Scripts/fuzz.sh.
//
// One exception, when `HTMLRUNS_FUZZ_ROUND_TRIP_DIR` names a directory: an
// input whose only broken invariant is the `html` output's round trip is
// written there and the run goes on, so a rare writer difference does not
// stop the search for crashes (Scripts/fuzz.sh sets it; see Docs/Robustness.md).
import Foundation
@_spi(Testing) import HTMLRuns

private let checker = InvariantChecker(parseJSON: { json in
    try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
})

private let roundTripDirectory = ProcessInfo.processInfo.environment["HTMLRUNS_FUZZ_ROUND_TRIP_DIR"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    var (_, violations) = checker.check(input)
    if let directory = roundTripDirectory, !violations.isEmpty,
        violations.allSatisfy({ $0.hasPrefix(InvariantChecker.htmlRoundTripViolationPrefix) })
    {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in input { hash = (hash ^ UInt64(b)) &* 0x100_0000_01B3 }
        let file = "\(directory)/round-trip-\(String(hash, radix: 16)).html"
        _ = FileManager.default.createFile(atPath: file, contents: Data(input))
        violations = []
    }
    if !violations.isEmpty {
        for v in violations { FileHandle.standardError.write(Data("INVARIANT: \(v)\n".utf8)) }
        abort()
    }
    return 0
}
