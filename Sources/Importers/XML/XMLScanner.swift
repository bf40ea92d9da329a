import Foundation

/// A streaming, byte-level XML reader: elements and attributes in document order, memory flat.
///
/// Reads its source in chunks into one buffer that only grows when a single piece of markup is
/// larger than it; a source whose bytes already lie in memory (a mapped file, `ByteSource.inPlaceBytes`)
/// is read where it lies, a chunk's length further at a time, with nothing copied. Skips the XML declaration, processing instructions, comments, CDATA, text and
/// the DTD (bracket-matched, so a malformed internal subset is skipped too). Checks that the
/// elements nest, and reports a problem with its byte offset and line.
public final class XMLScanner<Source: ByteSource> {
    var source: Source
    /// The bytes being read: `buffer`, or a window into the source's bytes read in place.
    var bytes: UnsafeMutablePointer<UInt8>
    /// The buffer chunks are read into, and its size.
    var buffer: UnsafeMutablePointer<UInt8>
    var capacity: Int
    /// Valid bytes in `bytes`.
    var end = 0
    /// Bytes and newlines dropped from the front of the buffer so far (newlines not counted in place).
    var dropped: Int64 = 0
    var droppedLines = 0
    /// The source's bytes when read in place: where they start and how many there are.
    var inPlaceStart: UnsafeMutablePointer<UInt8>?
    var inPlaceCount = 0
    var atEnd = false
    /// The names of the open elements, back to back; `openLengths` their lengths.
    var openNames: [UInt8] = []
    var openLengths: [Int] = []
    /// How many elements are open (`openLengths.count`, read for every element without touching the array,
    /// which would need a runtime exclusivity check).
    var openCount = 0
    /// The attributes of the start tag being read: `spanCount` of them, room for `spanCapacity`.
    var spans: UnsafeMutablePointer<XMLAttributeSpan>
    var spanCount = 0
    var spanCapacity = 32
    var sawRoot = false
    /// The largest the buffer may grow to hold one piece of markup.
    let limit: Int
    /// For each byte value, whether it may continue a name (`isNameByte`): one load per byte of a name.
    let nameBytes: UnsafeMutablePointer<Bool>

    /// A scanner over `source`, reading `chunkSize` bytes at a time.
    public init(source: Source, chunkSize: Int = 1 << 20, limit: Int = 64 << 20) {
        self.source = source
        self.capacity = max(chunkSize, 16)
        self.buffer = .allocate(capacity: capacity)
        self.bytes = buffer
        self.limit = max(limit, capacity)
        self.spans = .allocate(capacity: spanCapacity)
        self.nameBytes = .allocate(capacity: 256)
        for byte in 0...255 { nameBytes[byte] = UInt8(byte).isNameByte }
    }

    deinit {
        buffer.deallocate()
        spans.deallocate()
        nameBytes.deallocate()
    }

    /// Bytes read from the source so far.
    public var bytesRead: Int64 { dropped + Int64(end) }

    /// Reads the whole input, calling `handler` for each element.
    public func run<Handler: XMLHandler>(_ handler: inout Handler) throws {
        var position = try start()
        while true {
            guard let open = findOpen(from: position) else {
                try checkText(position..<end)
                guard try refill(keeping: end) else { return try finish() }
                position = 0
                continue
            }
            try checkText(position..<open)
            if let next = try markup(at: open, &handler) {
                position = next
            } else {
                guard try refill(keeping: open) else { throw truncatedMarkup(at: 0) }
                position = 0
            }
        }
    }

    /// Fills the buffer, skips a UTF-8 BOM and leading whitespace, checks the input starts with `<`.
    private func start() throws -> Int {
        if let inPlace = try source.inPlaceBytes(), let base = inPlace.baseAddress, inPlace.count > 0 {
            // Never written to: in place, `refill` moves the window instead of the bytes.
            inPlaceStart = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: UInt8.self))
            inPlaceCount = inPlace.count
            bytes = inPlaceStart!
        }
        while end < 4, try refill(keeping: 0) {}
        var position = end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        while position < end, bytes[position].isXMLSpace { position += 1 }
        guard position < end else {
            throw XMLError(.notXML(found: end == 0 ? "an empty file" : "only whitespace"), byteOffset: 0, line: 1)
        }
        guard bytes[position] == UInt8(ascii: "<") else {
            throw error(.notXML(found: Self.describe(bytes[position])), at: position)
        }
        return position
    }

    /// The end of input: every element must be closed and there must have been one.
    private func finish() throws {
        if let name = openNameTexts.last {
            throw error(.truncated("the input ends inside <\(name)> (open: \(openNameTexts.joined(separator: " > ")))"),
                        at: end)
        }
        guard sawRoot else { throw error(.truncated("the input ends before any element"), at: end) }
    }

    /// Outside the root only whitespace may stand between markup.
    private func checkText(_ range: Range<Int>) throws {
        guard openCount == 0 else { return }
        for index in range where !bytes[index].isXMLSpace {
            throw error(.malformed("text \(Self.describe(bytes[index])) outside the root element"), at: index)
        }
    }

    /// Keeps the bytes from `keep` on at the front of the buffer and reads more; `false` at the end.
    func refill(keeping keep: Int) throws -> Bool {
        if let inPlaceStart { return try slide(keeping: keep, inPlaceStart) }
        if keep > 0 {
            droppedLines += newlines(in: 0..<keep)
            dropped += Int64(keep)
            (bytes).update(from: bytes + keep, count: end - keep)
            end -= keep
        }
        if atEnd { return false }
        if end == capacity { try grow() }
        let count = try source.read(into: UnsafeMutableRawBufferPointer(start: bytes + end, count: capacity - end))
        if count == 0 { atEnd = true }
        end += count
        return count > 0
    }

    /// `refill` in place: the window starts at `keep` and ends a chunk further (the last one at the end
    /// of the bytes); one piece of markup may not reach the buffer's limit, as when copying.
    private func slide(keeping keep: Int, _ start: UnsafeMutablePointer<UInt8>) throws -> Bool {
        dropped += Int64(keep)
        bytes += keep
        end -= keep
        source.release(before: bytes - start)
        if atEnd { return false }
        if end >= limit {
            throw error(.malformed("one piece of markup is longer than \(limit >> 20) MB"), at: 0)
        }
        let remaining = inPlaceCount - (bytes + end - start)
        if remaining == 0 {
            atEnd = true
            source.lent(0)
            return false
        }
        let count = min(remaining, capacity)
        end += count
        source.lent(count)
        return true
    }

    private func grow() throws {
        guard capacity < limit else {
            throw error(.malformed("one piece of markup is longer than \(limit >> 20) MB"), at: 0)
        }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: min(capacity * 2, limit))
        larger.update(from: bytes, count: end)
        buffer.deallocate()
        buffer = larger
        bytes = larger
        capacity = min(capacity * 2, limit)
    }
}
