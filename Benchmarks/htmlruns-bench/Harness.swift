// What the harness measures, and the records it keeps for the report.

import Foundation
@_spi(Stages) import HTMLRuns

/// Settings from the command line.
struct Settings {
    var json = false
    var quick = false
    var filter: String? = nil
    var strategies: Set<String> = ["scalar", "regex", "xml"]
    /// 4 KB shows what a conversion costs before its first byte (the walker's
    /// tables, the builder's reservations): a fragment of an app's screen.
    var sizes: [Int] = [4 << 10, 64 << 10, 256 << 10, 1 << 20, 4 << 20, 16 << 20]
    var adversarialSizes: [Int] = [1 << 20, 2 << 20, 4 << 20]
    var plan = RunPlan(runs: 7, minimumRuns: 3, budgetSeconds: 4, minimumSeconds: 0.3, maximumRuns: 41)
    /// Slow strategies (regex, xml) get fewer runs.
    var slowPlan = RunPlan(runs: 3, minimumRuns: 1, budgetSeconds: 4)
    var corpus = "../shared/corpus/browser"
    /// `--stage`: time only this stage of the realistic workloads (for profilers).
    var onlyStage: String? = nil

    func times(_ stage: String) -> Bool { onlyStage == nil || onlyStage == stage }

    /// Memory is reported from 64 KB up (and in the smoke run): below, the
    /// 0.7 MB a conversion allocates whatever its size is all it would show.
    func measuresMemory(of bytes: [UInt8]) -> Bool { bytes.count >= 64 << 10 || quick }

    func wants(_ name: String) -> Bool {
        guard let filter else { return true }
        return name.contains(filter)
    }

    mutating func makeQuick() {
        quick = true
        sizes = [16 << 10]
        adversarialSizes = [16 << 10, 32 << 10]
        plan = RunPlan(runs: 2, minimumRuns: 1, budgetSeconds: 0.5)
        slowPlan = RunPlan(runs: 1, minimumRuns: 1, budgetSeconds: 0.5)
    }
}

/// One stage's timing, throughput counted in input bytes.
struct StageResult: Codable {
    var stage: String
    var stats: Stats
    var megabytesPerSecond: Double
}

/// One strategy on one workload.
struct StrategyResult: Codable {
    var strategy: String
    var endToEnd: Stats
    var megabytesPerSecond: Double
    /// End to end at the median CPU time of the converting thread.
    var cpuMegabytesPerSecond: Double = 0
    /// lex, tree (repair only: lex+tree minus lex), map, json.
    var stages: [StageResult] = []
    /// JSON output written per second (MB of JSON), scalar only.
    var jsonOutputMegabytesPerSecond: Double? = nil
    /// Peak bytes one conversion added to the resident set.
    var peakMemoryBytes: Int? = nil
    /// XMLParser only: whether it gave up on the input.
    var failed: Bool? = nil
}

struct WorkloadResult: Codable {
    var family: String
    var name: String
    /// The size asked for, e.g. 1MB (the generator stops at a chunk boundary just past it).
    var nominalSize: String
    var bytes: Int
    var strategies: [StrategyResult]

    func strategy(_ name: String) -> StrategyResult? { strategies.first { $0.strategy == name } }
}

struct AdversarialResult: Codable {
    var family: String
    var summary: String
    var bytes: [Int]
    /// The sizes asked for.
    var nominalSizes: [String]
    /// Median seconds, scalar end to end, per size.
    var seconds: [Double]
    /// Regex strategy, median seconds per size (when run).
    var regexSeconds: [Double]?
    /// ns/byte at the first size over rich-text's ns/byte (target ≤ 3).
    var perByteVsRichText: Double
    /// time(2n)/time(n) for each doubling (target ≤ 2.2).
    var doublingRatios: [Double]
    /// Peak memory added over input size, at the largest size (target ≤ 10).
    var memoryOverInput: Double?
    /// Nodes in the repaired tree at the first size.
    var nodes: Int
    /// The rich-text reference's ns/byte, timed right before and right
    /// after the first size (`perByteVsRichText` is against their mean).
    /// Absent in reports written before it was recorded.
    var richTextNanosecondsPerByte: [Double]? = nil

    /// The growth per doubling over the whole range of sizes (first to
    /// last, normalised to exact doublings): what the target is judged on,
    /// since one noisy median moves a single step's ratio both ways.
    var overallDoubling: Double {
        guard seconds.count > 1, let first = seconds.first, let last = seconds.last, first > 0,
            let b0 = bytes.first, let b1 = bytes.last, b0 > 0, b1 > b0
        else { return doublingRatios.max() ?? 0 }
        let doublings = log2(Double(b1) / Double(b0))
        return pow(last / first, 1 / doublings)
    }
}

enum Harness {
    static func options(_ strategy: String) -> Options {
        var options = Options()
        options.strategy = strategy == "regex" ? .regex : .scalar
        return options
    }

    /// Every stage for the scalar strategy; lexing and end to end for regex;
    /// the XMLParser baseline.
    static func run(_ workload: Workload, settings: Settings) -> WorkloadResult {
        let bytes = workload.bytes
        var results: [StrategyResult] = []
        for strategy in ["scalar", "regex"] where settings.strategies.contains(strategy) {
            let options = options(strategy)
            let plan = strategy == "scalar" ? settings.plan : settings.slowPlan
            let endToEnd =
                settings.times("e2e")
                ? measure(plan) { HTMLConverter(options: options).convert(bytes: bytes).text.utf8.count } : Stats([])
            var result = StrategyResult(
                strategy: strategy, endToEnd: endToEnd,
                megabytesPerSecond: endToEnd.megabytesPerSecond(bytes.count),
                cpuMegabytesPerSecond: endToEnd.cpuMegabytesPerSecond(bytes.count))
            let lex =
                settings.times("lex") || settings.times("tree")
                ? measure(plan) { PipelineStages.lex(bytes, options: options) } : Stats([])
            result.stages.append(
                StageResult(stage: "lex", stats: lex, megabytesPerSecond: lex.megabytesPerSecond(bytes.count)))
            if strategy == "scalar" && settings.onlyStage != "e2e" && settings.onlyStage != "lex" {
                // Stages after the lexer do not depend on the strategy.
                let build =
                    settings.times("tree")
                    ? measure(plan) { PipelineStages.buildTree(bytes, options: options).nodeCount } : Stats([])
                // Repair alone: lex+tree minus lex (noise can make it ≤ 0 on tiny inputs: reported as 0, "-").
                var repair = build
                repair.medianSeconds = max(0, build.medianSeconds - lex.medianSeconds)
                repair.minSeconds = max(0, build.minSeconds - lex.minSeconds)
                repair.cpuMedianSeconds = max(0, build.cpuMedianSeconds - lex.cpuMedianSeconds)
                result.stages.append(
                    StageResult(
                        stage: "tree", stats: repair,
                        megabytesPerSecond: repair.megabytesPerSecond(bytes.count)))
                let tree = PipelineStages.buildTree(bytes, options: options)
                let map =
                    settings.times("map")
                    ? measure(plan) { PipelineStages.map(tree, options: options).runs.count } : Stats([])
                result.stages.append(
                    StageResult(stage: "map", stats: map, megabytesPerSecond: map.megabytesPerSecond(bytes.count)))
                let styled = PipelineStages.map(tree, options: options)
                var outputBytes = 0
                let json =
                    settings.times("json")
                    ? measure(plan) {
                        outputBytes = PipelineStages.json(styled).utf8.count
                        return outputBytes
                    } : Stats([])
                result.stages.append(
                    StageResult(stage: "json", stats: json, megabytesPerSecond: json.megabytesPerSecond(bytes.count)))
                result.jsonOutputMegabytesPerSecond = json.megabytesPerSecond(outputBytes)
                if settings.times("text") {
                    let text = measure(plan) { HTMLRuns.plainText(bytes: bytes).utf8.count }
                    result.stages.append(
                        StageResult(
                            stage: "plainText", stats: text,
                            megabytesPerSecond: text.megabytesPerSecond(bytes.count)))
                }
            }
            // Under 64 KB what a conversion allocates whatever its size
            // (about 0.7 MB: the walker's tables, the builder's first
            // reservations) is all the figure would show.
            if settings.onlyStage == nil && settings.measuresMemory(of: bytes) {
                result.peakMemoryBytes = PeakMemory.measured(
                    MemoryJob(workload: workload.family, size: workload.size, strategy: strategy)
                ) { HTMLConverter(options: options).convert(bytes: bytes).runs.count }
            }
            results.append(result)
        }
        if settings.strategies.contains("xml") {
            var failed = false
            let stats = measure(settings.slowPlan) {
                guard let converted = XMLBaseline.convert(bytes) else { failed = true; return 0 }
                return converted.runs.count
            }
            var result = StrategyResult(
                strategy: "xml", endToEnd: stats, megabytesPerSecond: stats.megabytesPerSecond(bytes.count))
            result.failed = failed
            if settings.measuresMemory(of: bytes) {
                result.peakMemoryBytes = PeakMemory.measured(
                    MemoryJob(workload: workload.family, size: workload.size, strategy: "xml")
                ) { XMLBaseline.convert(bytes)?.runs.count ?? 0 }
            }
            results.append(result)
        }
        return WorkloadResult(
            family: workload.family, name: workload.name,
            nominalSize: String(workload.name.split(separator: "/").last ?? ""), bytes: bytes.count, strategies: results
        )
    }

    /// An adversarial family at each size: scalar end to end (and regex when
    /// asked), doubling ratios, cost per byte against rich text, memory.
    ///
    /// `richTextNanosecondsPerByte` times the rich-text reference; it is
    /// called right before and right after the family's first size is
    /// timed, and the cost per byte is judged against the mean of the two.
    /// On a shared machine the speed drifts over the minutes a full run
    /// takes: a reference timed once, minutes before, made the ratio
    /// measure the drift as much as the family (nested-lists read 2.8× and
    /// 4.2× in two runs of the same code).
    static func run(
        _ family: AdversarialFamily, settings: Settings, richTextNanosecondsPerByte: () -> Double
    ) -> AdversarialResult {
        var reference: [Double] = []
        var bytes: [Int] = []
        var seconds: [Double] = []
        var regexSeconds: [Double] = []
        var memory: Double? = nil
        var nodes = 0
        let scalar = options("scalar")
        for size in settings.adversarialSizes {
            let input = family.make(size)
            bytes.append(input.count)
            if nodes == 0 { nodes = PipelineStages.buildTree(input, options: scalar).nodeCount }
            if seconds.isEmpty { reference.append(richTextNanosecondsPerByte()) }
            let stats = measure(settings.plan) { HTMLConverter(options: scalar).convert(bytes: input).text.utf8.count }
            if seconds.isEmpty { reference.append(richTextNanosecondsPerByte()) }
            seconds.append(stats.medianSeconds)
            if settings.strategies.contains("regex") {
                let regex = options("regex")
                regexSeconds.append(
                    measure(settings.slowPlan) {
                        HTMLConverter(options: regex).convert(bytes: input).text.utf8.count
                    }.medianSeconds)
            }
            if size == settings.adversarialSizes.last,
                let added = PeakMemory.measured(
                    MemoryJob(workload: "adversarial/\(family.name)", size: size, strategy: "scalar"),
                    orInProcess: { HTMLConverter(options: scalar).convert(bytes: input).runs.count })
            {
                memory = Double(added) / Double(input.count)
            }
        }
        var ratios: [Double] = []
        for k in 1..<seconds.count {
            // Normalised to an exact doubling of the bytes.
            let growth = Double(bytes[k]) / Double(bytes[k - 1]) / 2
            ratios.append(seconds[k] / seconds[k - 1] / growth)
        }
        let perByte = seconds[0] * 1e9 / Double(bytes[0])
        let richTextNanosecondsPerByte = reference.isEmpty ? 0 : reference.reduce(0, +) / Double(reference.count)
        return AdversarialResult(
            family: family.name, summary: family.summary, bytes: bytes,
            nominalSizes: settings.adversarialSizes.map(formatSize), seconds: seconds,
            regexSeconds: regexSeconds.isEmpty ? nil : regexSeconds,
            perByteVsRichText: richTextNanosecondsPerByte > 0 ? perByte / richTextNanosecondsPerByte : 0,
            doublingRatios: ratios, memoryOverInput: memory, nodes: nodes,
            richTextNanosecondsPerByte: reference)
    }
}
