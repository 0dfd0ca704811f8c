// A readable line diff for `corpus check`: the golden's lines against the
// new output's, in unified-diff hunks with two lines of context.

enum LineDiff {
    enum Edit: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The edits turning `old` into `new`: a longest common subsequence on
    /// what lies between the common start and end (large middles, where the
    /// table would be too big, count as replaced whole).
    static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var middle: [Edit] = []
        if a.count * b.count > 4_000_000 || a.isEmpty || b.isEmpty {
            middle = a.map(Edit.removed) + b.map(Edit.added)
        } else {
            // lengths[i][j]: LCS of a[i...] and b[j...].
            var lengths = [[Int32]](repeating: [Int32](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < a.count || j < b.count {
                if i < a.count, j < b.count, a[i] == b[j] {
                    middle.append(.same(a[i])); i += 1; j += 1
                } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                    middle.append(.removed(a[i])); i += 1
                } else {
                    middle.append(.added(b[j])); j += 1
                }
            }
        }
        return old[..<prefix].map(Edit.same) + middle + old[(old.count - suffix)...].map(Edit.same)
    }

    /// Hunks of changed lines with `context` lines around them, `-` for the
    /// old side and `+` for the new, at most `limit` lines.
    static func render(
        old: String, new: String, oldName: String, newName: String,
        context: Int = 2, limit: Int = 60
    ) -> String {
        let edits = edits(lines(old), lines(new))
        var out = ["--- \(oldName)", "+++ \(newName)"]
        var shown = Set<Int>()
        for (k, edit) in edits.enumerated() where edit.isChange {
            for n in max(0, k - context)...min(edits.count - 1, k + context) { shown.insert(n) }
        }
        var oldLine = 1
        var newLine = 1
        var previous = -2
        var body = 0
        for (k, edit) in edits.enumerated() {
            defer {
                switch edit {
                case .same: oldLine += 1; newLine += 1
                case .removed: oldLine += 1
                case .added: newLine += 1
                }
            }
            guard shown.contains(k) else { continue }
            if body >= limit {
                out.append("... (more differences)")
                break
            }
            if k != previous + 1 { out.append("@@ line \(oldLine) @@") }
            previous = k
            body += 1
            switch edit {
            case .same(let line): out.append(" " + line)
            case .removed(let line): out.append("-" + line)
            case .added(let line): out.append("+" + line)
            }
        }
        return out.joined(separator: "\n")
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

extension LineDiff.Edit {
    var isChange: Bool {
        if case .same = self { return false }
        return true
    }
}
