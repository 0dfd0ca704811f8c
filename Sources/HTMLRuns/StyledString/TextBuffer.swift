/// The text a `StyledStringBuilder` writes, as UTF-8, assembled in the
/// `String` the styled string will hold.
///
/// The builder used to write into a byte buffer reserved from the input's
/// size and copy it into a `String` at the end, so the text existed twice
/// at once. For a text as large as its input (4 MB of `&`) the two were
/// freed together after the conversion, which left more free memory at
/// the top of glibc's heap than its trim threshold: glibc gave it back to
/// the kernel, and the next conversion faulted it in again (about 690
/// page faults for a 2 MB and a 4 MB conversion, against 33 for 1 MB and
/// 2 MB; the 4 MB conversion took 2.45 times the 2 MB one). No standard
/// library API adopts a buffer as a string's storage, so here the string
/// is reserved from the input's size and filled through a small staging
/// buffer instead: the text is made once, and its copies in flight are
/// one staging buffer's worth.
///
/// Every append is whole UTF-8 sequences (the builder cuts text at ASCII
/// bytes only, and its single bytes are ASCII), and a long append is cut
/// before a lead byte, so every chunk handed to the string is valid UTF-8
/// by construction (`String(builtUTF8:)`).
struct TextBuffer: ~Copyable {
    /// The text flushed so far.
    private var string = ""
    /// Bytes not flushed yet: `staging[0..<staged]`.
    private let staging: UnsafeMutablePointer<UInt8>
    private var staged = 0
    /// `string.utf8.count`, kept to avoid asking the string.
    private var flushed = 0
    /// The capacity the string is reserved with at its first flush (0:
    /// none).
    private let reserved: Int

    /// Bytes staged before they go to the string: small enough to stay in
    /// the cache, large enough that a flush (a small string made and
    /// appended) is rare.
    static let stagingCapacity = 16 * 1024

    /// An empty buffer whose string will be reserved for `capacity` bytes
    /// once the text outgrows the staging buffer (address space, not
    /// memory, for pages never written). A shorter text never makes that
    /// reservation: its string is made at its size (a 4 MB attribute
    /// around a word of text reserves nothing).
    init(capacity: Int) {
        staging = .allocate(capacity: Self.stagingCapacity)
        reserved = capacity > Self.stagingCapacity ? capacity : 0
    }

    deinit {
        staging.deallocate()
    }

    /// The number of bytes written.
    var count: Int { flushed &+ staged }

    var isEmpty: Bool { count == 0 }

    /// The last byte written.
    var last: UInt8? { staged > 0 ? staging[staged &- 1] : string.utf8.last }

    /// Appends one ASCII byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        assert(byte < 0x80, "a single byte appended must be ASCII")
        if staged == Self.stagingCapacity { flush() }
        staging[staged] = byte
        staged &+= 1
    }

    /// Appends whole UTF-8 sequences.
    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let n = bytes.count
        if n > Self.stagingCapacity &- staged {
            appendLong(bytes)
            return
        }
        (staging + staged).initialize(from: source, count: n)
        staged &+= n
    }

    /// An append longer than the staging buffer's room: staged a chunk at a
    /// time, each cut before a lead byte.
    @inline(never)
    private mutating func appendLong(_ bytes: UnsafeBufferPointer<UInt8>) {
        var rest = bytes[...]
        while rest.count > Self.stagingCapacity &- staged {
            var cut = rest.startIndex + (Self.stagingCapacity - staged)
            // Back to the start of the sequence the cut falls in (at most
            // three continuation bytes); a full staging buffer cuts nothing.
            while cut > rest.startIndex && rest[cut] & 0xC0 == 0x80 { cut -= 1 }
            let chunk = UnsafeBufferPointer(rebasing: rest[..<cut])
            if let source = chunk.baseAddress {
                (staging + staged).initialize(from: source, count: chunk.count)
                staged &+= chunk.count
            }
            flush()
            rest = rest[cut...]
        }
        if let source = UnsafeBufferPointer(rebasing: rest).baseAddress {
            (staging + staged).initialize(from: source, count: rest.count)
            staged &+= rest.count
        }
    }

    /// Hands the staged bytes to the string.
    @inline(never)
    private mutating func flush() {
        guard staged > 0 else { return }
        let chunk = String(builtUTF8: UnsafeBufferPointer(start: staging, count: staged))
        if flushed == 0 {
            if reserved > 0 { string.reserveCapacity(reserved) }
        }
        string.append(chunk)
        flushed &+= staged
        staged = 0
    }

    /// Removes the last byte, which must be ASCII (the builder trims
    /// trailing newlines).
    mutating func removeLast() {
        precondition(count > 0, "removeLast on an empty buffer")
        if staged > 0 {
            staged &-= 1
            return
        }
        assert(string.utf8.last.map { $0 < 0x80 } == true, "only an ASCII byte is removed")
        string.removeSubrange(string.utf8.index(before: string.utf8.endIndex)..<string.endIndex)
        flushed &-= 1
    }

    /// The text; the buffer is empty after. A string that filled less than
    /// half of what was reserved for it is copied to one of its size, so a
    /// styled string does not keep its input's size in spare capacity.
    mutating func take() -> String {
        if flushed == 0 {
            // Never flushed: the string is made at the text's size.
            let text = String(builtUTF8: UnsafeBufferPointer(start: staging, count: staged))
            staged = 0
            return text
        }
        flush()
        var text = ""
        swap(&text, &string)
        flushed = 0
        if reserved > 0 && text.utf8.count < reserved / 2 {
            text = text.withUTF8 { String(builtUTF8: $0) }
        }
        return text
    }
}
