/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, fast, fixed-seed generator,
/// so every run of the harness builds byte-identical workloads.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<n.
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

    /// One element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
