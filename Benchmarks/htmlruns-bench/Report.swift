// The report: a readable table on standard output, or one JSON document
// with `--json`; progress goes to standard error either way.

import Foundation

struct Machine: Codable {
    var cpu: String
    var cores: Int
    var memoryGB: Double
    var os: String

    static func current() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
            ?? "unknown"
        let info = ProcessInfo.processInfo
        return Machine(
            cpu: model, cores: info.activeProcessorCount,
            memoryGB: (Double(info.physicalMemory) / 1e9 * 10).rounded() / 10,
            os: info.operatingSystemVersionString)
    }
}

struct XMLCorpusResult: Codable {
    var directory: String
    var cases: Int
    var failures: Int
}

struct Target: Codable {
    var name: String
    var goal: String
    var measured: String
    var met: Bool
}

struct Report: Codable {
    var machine: Machine
    var date: String
    var quick: Bool
    var workloads: [WorkloadResult] = []
    var adversarial: [AdversarialResult] = []
    var regexEngines: [RegexEngines.Result] = []
    var regexEngineInput: String? = nil
    var xmlCorpus: XMLCorpusResult? = nil
    var targets: [Target] = []
}

func progress(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

private func pad(_ s: String, _ width: Int, right: Bool = true) -> String {
    let n = s.count
    if n >= width { return s }
    let fill = String(repeating: " ", count: width - n)
    return right ? fill + s : s + fill
}

private func mbps(_ x: Double?) -> String {
    guard let x, x > 0 else { return "-" }
    return x >= 100 ? String(format: "%.0f", x) : x >= 10 ? String(format: "%.1f", x) : String(format: "%.2f", x)
}

private func milliseconds(_ seconds: Double) -> String {
    let ms = seconds * 1000
    return ms >= 100 ? String(format: "%.0f", ms) : ms >= 10 ? String(format: "%.1f", ms) : String(format: "%.2f", ms)
}

private func memory(_ bytes: Int?, over input: Int) -> String {
    guard let bytes else { return "-" }
    return String(format: "%.1f×", Double(bytes) / Double(max(1, input)))
}

extension Report {
    /// The report as text tables (Markdown, so `Docs/Benchmarks.md` can hold it as printed).
    func table() -> String {
        var out = ""
        func line(_ s: String = "") { out += s + "\n" }
        line("htmlruns-bench — \(date)\(quick ? " (quick: smoke sizes, not a measurement)" : "")")
        line("machine: \(machine.cpu), \(machine.cores) cores, \(machine.memoryGB) GB, \(machine.os)")
        line(
            "MB/s = input megabytes (10^6 bytes) per second at the median run (min in --json); every stage is counted in input bytes."
        )
        if !workloads.isEmpty {
            line()
            line("## Workloads (MB/s of input; stages of the scalar strategy; mem = peak added / input)")
            line()
            let header = [
                "workload", "size", "scalar", "lex", "tree", "map", "json", "text only", "mem", "regex",
                "regex lex", "scalar/regex", "xml", "xml ok",
            ]
            let widths = [16, 5, 6, 6, 6, 6, 6, 9, 5, 5, 9, 12, 5, 6]
            line("| " + zip(header, widths).map { pad($0, $1, right: false) }.joined(separator: " | ") + " |")
            line("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
            for w in workloads {
                let s = w.strategy("scalar")
                let r = w.strategy("regex")
                let x = w.strategy("xml")
                func stage(_ name: String) -> Double? { s?.stages.first { $0.stage == name }?.megabytesPerSecond }
                let ratio =
                    s != nil && r != nil && r!.megabytesPerSecond > 0
                    ? String(format: "%.0f×", s!.megabytesPerSecond / r!.megabytesPerSecond) : "-"
                let cells = [
                    w.family, w.nominalSize, mbps(s?.megabytesPerSecond), mbps(stage("lex")),
                    mbps(stage("tree")), mbps(stage("map")), mbps(stage("json")), mbps(stage("plainText")),
                    memory(s?.peakMemoryBytes, over: w.bytes), mbps(r?.megabytesPerSecond),
                    mbps(r?.stages.first?.megabytesPerSecond), ratio, mbps(x?.megabytesPerSecond),
                    x.map { $0.failed == true ? "FAIL" : "yes" } ?? "-",
                ]
                line(
                    "| "
                        + zip(cells, widths).enumerated().map { i, cw in pad(cw.0, cw.1, right: i > 0) }
                        .joined(separator: " | ") + " |")
            }
            // Scaling: throughput at each size against 1 MB.
            let families = workloads.reduce(into: [String]()) { if !$0.contains($1.family) { $0.append($1.family) } }
            line()
            line("## Scaling (scalar end to end, MB/s at each size; 16 MB should be within 15% of 1 MB)")
            line()
            for family in families {
                let rows = workloads.filter { $0.family == family }
                let cells = rows.map { "\($0.nominalSize) \(mbps($0.strategy("scalar")?.megabytesPerSecond))" }
                line("- \(family): " + cells.joined(separator: ", "))
            }
        }
        if !adversarial.isEmpty {
            line()
            line(
                "## Adversarial (scalar end to end; targets: cost/byte ≤ 3× rich-text, doubling ≤ 2.2× (per step, and over the range in parentheses, which is judged), memory ≤ 10× input)"
            )
            line()
            let header = [
                "workload", "sizes", "ms (scalar)", "×rich-text/byte", "doubling", "mem", "nodes", "ms (regex)", "ok",
            ]
            let widths = [19, 11, 20, 15, 16, 5, 7, 18, 3]
            line("| " + zip(header, widths).map { pad($0, $1, right: false) }.joined(separator: " | ") + " |")
            line("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
            for a in adversarial {
                let ms = a.seconds.map { milliseconds($0) }.joined(separator: " / ")
                let regexMs =
                    a.regexSeconds.map { $0.map { String(format: "%.0f", $0 * 1000) }.joined(separator: " / ") } ?? "-"
                let ok = a.perByteVsRichText <= 3 && a.overallDoubling <= 2.2 && (a.memoryOverInput ?? 0) <= 10
                let cells = [
                    a.family, a.nominalSizes.joined(separator: ","), ms,
                    String(format: "%.2f×", a.perByteVsRichText),
                    a.doublingRatios.map { String(format: "%.2f", $0) }.joined(separator: ",")
                        + String(format: " (%.2f)", a.overallDoubling),
                    a.memoryOverInput.map { String(format: "%.1f×", $0) } ?? "-", "\(a.nodes)", regexMs,
                    ok ? "yes" : "NO",
                ]
                line(
                    "| "
                        + zip(cells, widths).enumerated().map { i, cw in pad(cw.0, cw.1, right: i > 0) }
                        .joined(separator: " | ") + " |")
            }
        }
        if !regexEngines.isEmpty {
            line()
            line("## Regex engines on RegexLexer's tag pattern (\(regexEngineInput ?? ""))")
            line()
            for r in regexEngines {
                line("- \(r.engine), \(r.how): \(mbps(r.megabytesPerSecond)) MB/s (\(r.matches) matches)")
            }
        }
        if let xml = xmlCorpus {
            line()
            line("## XMLParser baseline on \(xml.directory)")
            line()
            line(
                "- gave up on \(xml.failures) of \(xml.cases) cases (\(String(format: "%.0f", Double(xml.failures) * 100 / Double(max(1, xml.cases))))%); htmlruns converts all of them"
            )
        }
        if !targets.isEmpty {
            line()
            line("## Targets")
            line()
            for t in targets {
                line("- \(t.met ? "met " : "MISS") \(t.name): \(t.measured) (goal \(t.goal))")
            }
        }
        return out
    }

    func jsonText() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The issue's speed targets, from what was measured.
    mutating func evaluateTargets() {
        guard !quick else { return }
        func scalar(_ name: String) -> StrategyResult? { workloads.first { $0.name == name }?.strategy("scalar") }
        if let s = scalar("rich-text/1MB") {
            let share = s.endToEnd.onCPUShare
            targets.append(
                Target(
                    name: "end to end, rich-text 1MB", goal: "≥ 100 MB/s",
                    measured:
                        "\(mbps(s.megabytesPerSecond)) MB/s (\(mbps(s.cpuMegabytesPerSecond)) MB/s of CPU time; on a CPU \(String(format: "%.0f", share * 100))% of the wall time)",
                    met: s.megabytesPerSecond >= 100))
            if let lex = s.stages.first(where: { $0.stage == "lex" }) {
                targets.append(
                    Target(
                        name: "lexing alone, rich-text 1MB", goal: "≥ 500 MB/s",
                        measured: "\(mbps(lex.megabytesPerSecond)) MB/s", met: lex.megabytesPerSecond >= 500))
            }
            if let json = s.jsonOutputMegabytesPerSecond, let stage = s.stages.first(where: { $0.stage == "json" }) {
                targets.append(
                    Target(
                        name: "JSON writing, rich-text 1MB", goal: "≥ 200 MB/s",
                        measured:
                            "\(mbps(json)) MB/s of JSON written (\(mbps(stage.megabytesPerSecond)) MB/s of input)",
                        met: json >= 200))
            }
            if let big = scalar("rich-text/16MB") {
                let ratio = big.megabytesPerSecond / s.megabytesPerSecond
                targets.append(
                    Target(
                        name: "16MB against 1MB throughput", goal: "≥ 0.85",
                        measured: String(format: "%.2f", ratio), met: ratio >= 0.85))
            }
        }
        let stylesheetNames = Set(stylesheetFamilies.map(\.name))
        addAdversarialTargets("adversarial", adversarial.filter { !stylesheetNames.contains($0.family) })
        addAdversarialTargets("stylesheet adversarial", adversarial.filter { stylesheetNames.contains($0.family) })
    }

    /// The issue's three adversarial targets over `results`, named `group`.
    private mutating func addAdversarialTargets(_ group: String, _ results: [AdversarialResult]) {
        guard !results.isEmpty else { return }
        let worstCost = results.max { $0.perByteVsRichText < $1.perByteVsRichText }!
        targets.append(
            Target(
                name: "\(group) cost per byte (worst: \(worstCost.family))", goal: "≤ 3× rich-text",
                measured: String(format: "%.2f×", worstCost.perByteVsRichText),
                met: worstCost.perByteVsRichText <= 3))
        let worstDoubling = results.max { $0.overallDoubling < $1.overallDoubling }!
        let d = worstDoubling.overallDoubling
        targets.append(
            Target(
                name: "\(group) doubling over the size range (worst: \(worstDoubling.family))",
                goal: "≤ 2.2× per doubling",
                measured: String(format: "%.2f×", d), met: d <= 2.2))
        let memories = results.compactMap { a in a.memoryOverInput.map { (a.family, $0) } }
        if let worst = memories.max(by: { $0.1 < $1.1 }) {
            targets.append(
                Target(
                    name: "\(group) memory (worst: \(worst.0))", goal: "≤ 10× input",
                    measured: String(format: "%.1f×", worst.1), met: worst.1 <= 10))
        }
    }
}
