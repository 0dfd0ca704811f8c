/// Run attributes already interned, by the plain values they are made of:
/// a `<b>` in a paragraph paints like the previous `<b>` in a paragraph of
/// the same style, so its text's attributes are found by one hash of a few
/// words instead of being built (with their strings) and interned again.
///
/// A small direct-mapped table: a collision replaces the older entry, which
/// costs only a later miss (the builder's intern table still deduplicates).
struct PaintCache: ~Copyable {
    /// Everything `MappingWalker.attributes(style:...)` reads, as plain
    /// values: links, custom values and the font family by index or identity.
    struct Key: Equatable {
        var isBold: Bool
        var italic: Bool
        var monospace: Bool
        var decoration: UInt8
        var color: Color
        var background: Color?
        var script: TextAttributes.VerticalAlign?
        var fontSize: Double
        var letterSpacing: Double?
        var wordSpacing: Double?
        var lineHeight: Double?
        /// `FrameValues` indices.
        var link: Int32
        var custom: Int32
        /// The identity of the style's out-of-line values (its font family).
        var references: ObjectIdentifier?

        fileprivate var slot: Int {
            var h = fontSize.bitPattern &* 0x9E37_79B9_7F4A_7C15
            h ^= UInt64(color.red) | UInt64(color.green) << 8 | UInt64(color.blue) << 16 | UInt64(color.alpha) << 24
            h ^= UInt64(UInt32(bitPattern: link)) << 32 ^ UInt64(UInt32(bitPattern: custom))
            h = (h ^ (h >> 29)) &* 0xBF58_476D_1CE4_E5B9
            h ^= UInt64(decoration) | (isBold ? 0x100 : 0) | (italic ? 0x200 : 0) | (monospace ? 0x400 : 0)
            if let background {
                h ^= (UInt64(background.red) | UInt64(background.green) << 8 | UInt64(background.blue) << 16) << 11
            }
            if let references { h ^= UInt64(UInt(bitPattern: references)) }
            h = (h ^ (h >> 31)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: h >> 56) & (PaintCache.size - 1)
        }
    }

    fileprivate static let size = 256
    private var keys = FixedTable<Key?>(repeating: nil, count: PaintCache.size)
    private var ids = FixedTable<Int32>(repeating: -1, count: PaintCache.size)

    /// Attributes by (the parent frame's attributes, the frame's
    /// `styleID`), for frames that change neither link nor custom values:
    /// their text's attributes are then a function of the two (see
    /// `MappingWalker.resolveAttributes`), found without making a `Key`.
    private var derivedKeys = FixedTable<UInt64>(repeating: .max, count: PaintCache.derivedSize)
    private var derivedIDs = FixedTable<Int32>(repeating: -1, count: PaintCache.derivedSize)
    fileprivate static let derivedSize = 1024

    private static func derivedSlot(_ bits: UInt64) -> Int {
        let h = bits &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: (h ^ (h >> 29)) >> 54) & (derivedSize - 1)
    }

    private static func derivedBits(parent: Int32, style: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: parent)) << 32 | UInt64(UInt32(bitPattern: style))
    }

    /// The attributes of text in a frame of style `style` whose parent's
    /// text has attributes `parent`, if remembered.
    func id(parent: Int32, style: Int32) -> Int32? {
        let bits = Self.derivedBits(parent: parent, style: style)
        let slot = Self.derivedSlot(bits)
        return derivedKeys[slot] == bits ? derivedIDs[slot] : nil
    }

    /// Remembers `id` for (`parent`, `style`).
    mutating func remember(parent: Int32, style: Int32, id: Int32) {
        let bits = Self.derivedBits(parent: parent, style: style)
        let slot = Self.derivedSlot(bits)
        derivedKeys[slot] = bits
        derivedIDs[slot] = id
    }

    /// The interned attributes remembered for `key`.
    func id(for key: Key) -> Int32? {
        let slot = key.slot
        guard ids[slot] >= 0, keys[slot] == key else { return nil }
        return ids[slot]
    }

    /// Remembers that `key` makes the interned attributes `id`.
    mutating func remember(_ key: Key, id: Int32) {
        let slot = key.slot
        keys[slot] = key
        ids[slot] = id
    }
}
