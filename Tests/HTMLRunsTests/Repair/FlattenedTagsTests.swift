import Testing

@testable import HTMLRuns

/// The depth limit's record of dropped start tags: a stack, however it is stored.
@Suite struct FlattenedTagsTests {
    @Test func behavesAsAStackOfNames() {
        var names: [TagName] = []
        for i in 0..<300 {
            let name: TagName =
                switch i % 7 {
                case 0, 1, 2: .b
                case 3: .i
                case 4: .custom(CustomTagID(raw: UInt32(10 + i % 20)))
                case 5: .span
                default: .custom(CustomTagID(raw: 9))
                }
            names.append(name)
        }
        var stack = FlattenedTags()
        #expect(stack.isEmpty && stack.last == nil)
        for name in names { stack.append(name) }
        while let expected = names.popLast() {
            #expect(stack.last == expected)
            #expect(stack.popLast() == expected)
        }
        #expect(stack.isEmpty && stack.popLast() == nil)
    }

    @Test func aFloodOfOneTagIsOneEntry() {
        var stack = FlattenedTags()
        for _ in 0..<100_000 { stack.append(.b) }
        stack.append(.i)
        #expect(stack.popLast() == .i)
        var popped = 0
        while stack.popLast() != nil { popped += 1 }
        #expect(popped == 100_000)
    }

    @Test func restartLeavesOnlyTheNewName() {
        var stack = FlattenedTags()
        stack.restart(with: .ul)
        #expect(stack.last == .ul)
        stack.restart(with: .li)
        #expect(stack.popLast() == .li && stack.isEmpty)
        for name: TagName in [.b, .b, .i, .custom(CustomTagID(raw: 3))] { stack.append(name) }
        stack.restart(with: .custom(CustomTagID(raw: 4)))
        #expect(stack.popLast() == .custom(CustomTagID(raw: 4)))
        #expect(stack.isEmpty)
    }

    @Test func customNamesAreNeverTakenForOneAnother() {
        // The lookup caches the last known name; custom names share one code.
        var stack = FlattenedTags()
        let names: [TagName] = [
            .custom(CustomTagID(raw: 1)), .custom(CustomTagID(raw: 2)), .b, .b, .custom(CustomTagID(raw: 1)),
        ]
        for name in names { stack.append(name) }
        for name in names.reversed() { #expect(stack.popLast() == name) }
    }
}
