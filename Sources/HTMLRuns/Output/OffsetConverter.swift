/// Converts UTF-8 offsets of a text into UTF-16 or scalar offsets with a
/// cursor that walks the bytes between one query and the next (eight ASCII
/// bytes at a step), so offsets asked in ascending order (runs, blocks,
/// attachments) cost one pass in all, and an all-ASCII text costs nothing.
/// A query far from the cursor (the next section's first offset, an
/// unordered container) starts from a checkpoint kept every
/// `checkpointStride` bytes instead of walking the whole distance.
struct OffsetConverter {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let unit: OffsetUnit
    private let identity: Bool
    private var utf8Position = 0
    private var unitPosition = 0
    /// `checkpoints[k]`: the unit offset of UTF-8 offset `k * checkpointStride`.
    private var checkpoints: [Int] = []
    private static let checkpointStride = 256

    /// A converter over `bytes`, valid while the buffer is.
    init(bytes: UnsafeBufferPointer<UInt8>, unit: OffsetUnit) {
        self.bytes = bytes
        self.unit = unit
        identity = unit == .utf8 || Self.isASCII(bytes)
        if !identity, let base = bytes.baseAddress {
            checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
            let raw = UnsafeRawPointer(base)
            var units = 0
            var i = 0
            while i < bytes.count {
                checkpoints.append(units)
                let end = min(i + Self.checkpointStride, bytes.count)
                while i + 8 <= end {
                    units += Self.units(inWord: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self), unit: unit)
                    i += 8
                }
                while i < end {
                    units += Self.weight(bytes[i], unit: unit)
                    i += 1
                }
            }
        }
    }

    /// Whether offsets convert to themselves (UTF-8 asked, or ASCII text).
    var isIdentity: Bool { identity }

    /// The offset in the converter's unit of UTF-8 offset `offset`
    /// (which should fall on a scalar boundary).
    mutating func convert(_ offset: Int) -> Int {
        if identity { return offset }
        let target = max(0, min(offset, bytes.count))
        let stride = Self.checkpointStride
        if target < utf8Position || target - utf8Position > stride {
            let k = min(target / stride, checkpoints.count - 1)
            if k >= 0 {
                utf8Position = k * stride
                unitPosition = checkpoints[k]
            }
        }
        // Whole words at a time, then bytes.
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while utf8Position + 8 <= target {
                unitPosition += Self.units(
                    inWord: raw.loadUnaligned(fromByteOffset: utf8Position, as: UInt64.self), unit: unit)
                utf8Position += 8
            }
        }
        while utf8Position < target {
            unitPosition += Self.weight(bytes[utf8Position], unit: unit)
            utf8Position += 1
        }
        while utf8Position > target {
            utf8Position -= 1
            unitPosition -= Self.weight(bytes[utf8Position], unit: unit)
        }
        return unitPosition
    }

    /// What one byte adds: lead bytes count one unit, and four-byte leads
    /// two in UTF-16 (a surrogate pair).
    /// The units a byte of valid UTF-8 adds: none for a continuation
    /// byte, two in UTF-16 for the lead byte of a four-byte sequence.
    @inline(__always)
    private static func weight(_ b: UInt8, unit: OffsetUnit) -> Int {
        if b & 0xC0 == 0x80 { return 0 }
        return unit == .utf16 && b >= 0xF0 ? 2 : 1
    }

    /// `weight` summed over the eight bytes of `word`: eight, less the
    /// continuation bytes (10xxxxxx), plus in UTF-16 the lead bytes of
    /// four-byte sequences (11110xxx). Shifting a word left by one moves
    /// each byte's bit 6 to its bit 7 (byte order does not matter).
    @inline(__always)
    private static func units(inWord word: UInt64, unit: OffsetUnit) -> Int {
        let high: UInt64 = 0x8080_8080_8080_8080
        if word & high == 0 { return 8 }  // ASCII: no bit count
        let continuation = word & ~(word << 1) & high
        var units = 8 - Byte.flagCount(continuation)
        if unit == .utf16 {
            units += Byte.flagCount(word & (word << 1) & (word << 2) & (word << 3) & high)
        }
        return units
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        while i + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            i += 8
        }
        while i < count {
            if bytes[i] >= 0x80 { return false }
            i += 1
        }
        return true
    }
}
