// libFuzzer entry point: converts each input, checks every invariant of
// `Docs/Robustness.md` (the same checker the property tests use) and writes
// the JSON in all three offset units. A broken invariant aborts, so
// libFuzzer keeps the input as a crash file. Built only by Scripts/fuzz.sh.
import Foundation
@_spi(Testing) import HTMLRuns

private let checker = InvariantChecker(parseJSON: { json in
    try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
})

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let (_, violations) = checker.check(input)
    if !violations.isEmpty {
        for v in violations { FileHandle.standardError.write(Data("INVARIANT: \(v)\n".utf8)) }
        abort()
    }
    return 0
}
