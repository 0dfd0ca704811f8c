// The one-line progress bar on stderr while converting several files:
// files done/total, throughput, time left. Redrawn in place with `\r`, at
// most ten times a second, and cleared around other messages.

struct ProgressBar {
    let total: Int
    let totalBytes: Int
    private(set) var done = 0
    private(set) var bytesDone = 0
    private let start = ContinuousClock.now
    private var lastDraw: ContinuousClock.Instant?
    private var visible = false

    init(total: Int, totalBytes: Int) {
        self.total = total
        self.totalBytes = totalBytes
    }

    /// One more input done.
    mutating func advance(bytes: Int) {
        done += 1
        bytesDone += bytes
        let now = ContinuousClock.now
        if done == total || lastDraw.map({ now - $0 >= .milliseconds(100) }) ?? true {
            draw()
            lastDraw = now
        }
    }

    /// Removes the bar so that a message can be printed; the next draw brings it back.
    mutating func clear() {
        guard visible else { return }
        Console.err("\r\u{1B}[K")
        visible = false
    }

    /// Redraws the bar if it was cleared.
    mutating func restore() {
        if !visible, done > 0 { draw() }
    }

    /// Leaves the final state on its own line.
    mutating func finish() {
        if !visible || done < total { draw() }
        Console.err("\n")
        visible = false
    }

    private mutating func draw() {
        Console.err("\r" + line(columns: Console.errorColumns) + "\u{1B}[K")
        visible = true
    }

    func line(columns: Int) -> String {
        let elapsed = Self.seconds(ContinuousClock.now - start)
        let rate = elapsed > 0 ? Double(bytesDone) / elapsed / 1_000_000 : 0
        var tail = " \(done)/\(total) files  \(Self.decimal(rate)) MB/s  "
        if done >= total {
            tail += "done in " + Self.clock(elapsed)
        } else {
            let fraction =
                totalBytes > 0 && bytesDone > 0
                ? Double(bytesDone) / Double(totalBytes)
                : Double(done) / Double(max(1, total))
            tail += fraction > 0 ? Self.clock(elapsed * (1 - fraction) / fraction) + " left" : "--:-- left"
        }
        let barWidth = max(10, min(30, columns - tail.count - 3))
        let filled = total > 0 ? barWidth * done / total : barWidth
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled) + "]"
            + tail
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// `m:ss`.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.isFinite ? seconds + 0.5 : 0)
        let s = whole % 60
        return "\(whole / 60):" + (s < 10 ? "0" : "") + "\(s)"
    }

    /// One decimal.
    static func decimal(_ value: Double) -> String {
        let tenths = Int(value * 10 + 0.5)
        return "\(tenths / 10).\(tenths % 10)"
    }
}
