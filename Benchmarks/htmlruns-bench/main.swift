// htmlruns-bench: the benchmark harness (issue 4). Run in release:
//
//   swift run -c release htmlruns-bench                # everything, a table
//   swift run -c release htmlruns-bench --json         # the same as JSON
//   swift run -c release htmlruns-bench --filter rich-text/1MB
//   swift run -c release htmlruns-bench --quick        # tiny sizes: a smoke test, not a measurement
//
// No dependencies: its own clock (Clock.swift), its own seeded workloads
// (Workloads.swift, Adversarial.swift), Foundation only for the XMLParser
// baseline, NSRegularExpression, /proc and the JSON report.

import Foundation
@_spi(Stages) import HTMLRuns

let usage = """
    usage: htmlruns-bench [--json] [--quick] [--filter SUBSTRING] [--strategies scalar,regex,xml]
                          [--sizes 64KB,1MB,...] [--adversarial-sizes 1MB,2MB,4MB] [--runs N]
                          [--corpus DIR] [--stage e2e|lex|tree|map|json|text] [--from-json FILE]
      --filter     runs only what has SUBSTRING in its name: workloads are FAMILY/SIZE
                   (rich-text/1MB), adversarial ones adversarial/NAME, then regex-engine
                   and xml-corpus
      --from-json  prints the table of a report saved with --json, measuring nothing
      --stage      times only one stage of the realistic workloads (for callgrind/perf)
    """

func parseSize(_ s: Substring) -> Int? {
    let upper = s.uppercased()
    if upper.hasSuffix("MB"), let n = Int(upper.dropLast(2)) { return n << 20 }
    if upper.hasSuffix("KB"), let n = Int(upper.dropLast(2)) { return n << 10 }
    return Int(upper)
}

// The hidden mode `PeakMemory.measured` starts: one conversion's peak
// memory in a fresh process (Memory.swift).
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "--memory-child" {
    guard let job = MemoryJob(arguments: Array(CommandLine.arguments.dropFirst(2))) else { exit(2) }
    exit(job.runInChild())
}

var settings = Settings()
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--json": settings.json = true
    case "--quick": settings.makeQuick()
    case "--filter": settings.filter = arguments.popFirst()
    case "--strategies":
        settings.strategies = Set((arguments.popFirst() ?? "").split(separator: ",").map(String.init))
    case "--sizes":
        settings.sizes = (arguments.popFirst() ?? "").split(separator: ",").compactMap(parseSize)
    case "--adversarial-sizes":
        settings.adversarialSizes = (arguments.popFirst() ?? "").split(separator: ",").compactMap(parseSize)
    case "--runs":
        if let n = arguments.popFirst().flatMap({ Int($0) }), n > 0 {
            settings.plan.runs = n
            settings.plan.minimumSeconds = 0  // exactly N (profilers count calls)
            settings.plan.minimumRuns = min(settings.plan.minimumRuns, n)
        }
    case "--from-json":
        // Re-print the table of an earlier `--json` run without measuring again.
        guard let path = arguments.popFirst(), let data = FileManager.default.contents(atPath: path),
            let saved = try? JSONDecoder().decode(Report.self, from: data)
        else {
            FileHandle.standardError.write(Data("--from-json: cannot read a report from that file\n".utf8))
            exit(2)
        }
        // Targets are judged again, by this build's rules.
        var report = saved
        report.targets = []
        report.evaluateTargets()
        print(report.table())
        exit(0)
    case "--stage": settings.onlyStage = arguments.popFirst()
    case "--corpus": settings.corpus = arguments.popFirst() ?? settings.corpus
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("unknown argument \(argument)\n\(usage)\n".utf8))
        exit(2)
    }
}

#if DEBUG
    progress("warning: a debug build; measure with `swift run -c release htmlruns-bench`")
#endif

var report = Report(machine: .current(), date: ISO8601DateFormatter().string(from: Date()), quick: settings.quick)

// Realistic workloads, every family at every size.
for family in workloadFamilies {
    for size in settings.sizes {
        let name = "\(family.name)/\(formatSize(size))"
        guard settings.wants(name) else { continue }
        progress("workload \(name)")
        let result = Harness.run(family.make(size: size), settings: settings)
        report.workloads.append(result)
    }
}

// Adversarial workloads, against rich text's cost per byte at the first adversarial size.
let adversarialToRun = (adversarialFamilies + stylesheetFamilies).filter { settings.wants("adversarial/\($0.name)") }
if !adversarialToRun.isEmpty, let firstSize = settings.adversarialSizes.first, settings.adversarialSizes.count >= 2 {
    let reference = workloadFamilies[0].make(size: firstSize)
    let referenceStats = measure(settings.plan) {
        HTMLConverter().convert(bytes: reference.bytes).text.utf8.count
    }
    let richTextNanosecondsPerByte = referenceStats.nanosecondsPerByte(reference.bytes.count)
    for family in adversarialToRun {
        progress("adversarial/\(family.name)")
        report.adversarial.append(
            Harness.run(
                family, settings: settings,
                richTextNanosecondsPerByte: richTextNanosecondsPerByte))
    }
}

// Swift Regex against NSRegularExpression on the rich-text article.
if settings.wants("regex-engine") {
    let size = settings.quick ? 16 << 10 : 1 << 20
    let workload = workloadFamilies[0].make(size: size)
    progress("regex-engine on \(workload.name)")
    report.regexEngineInput = workload.name
    report.regexEngines = RegexEngines.run(workload, plan: settings.slowPlan)
}

// How often the XMLParser baseline gives up on the browser corpus.
if settings.wants("xml-corpus") {
    let directory = URL(fileURLWithPath: settings.corpus)
    if let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) {
        progress("xml-corpus \(directory.path)")
        var cases = 0
        var failures = 0
        for name in names.sorted() where name.hasSuffix(".html") {
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else {
                continue
            }
            cases += 1
            if XMLBaseline.convert(Array(data)) == nil { failures += 1 }
        }
        report.xmlCorpus = XMLCorpusResult(directory: settings.corpus, cases: cases, failures: failures)
    } else {
        progress("xml-corpus: \(settings.corpus) not found, skipped (use --corpus DIR)")
    }
}

report.evaluateTargets()
print(settings.json ? report.jsonText() : report.table())
