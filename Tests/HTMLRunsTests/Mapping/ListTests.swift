import Testing

@testable import HTMLRuns

/// List markers, ordinals and list containers.
@Suite struct ListTests {
    @Test func unorderedItemsGetBulletsByNesting() {
        let styled = map(
            el(
                .ul,
                [
                    el(.li, [text("one")]),
                    el(.li, [text("two"), el(.ul, [el(.li, [text("inner"), el(.ul, [el(.li, [text("deep")])])])])]),
                ]))
        #expect(styled.text == "• one\n• two\n◦ inner\n▪ deep")
        #expect(
            blocksDump(styled) == """
                "• one\\n" listItem depth=1 indent=40 unordered #1
                "• two\\n" listItem depth=1 indent=40 unordered #2
                "◦ inner\\n" listItem depth=2 indent=80 unordered #1
                "▪ deep" listItem depth=3 indent=120 unordered #1
                """)
        #expect(
            containersDump(styled) == """
                "• one\\n• two\\n◦ inner\\n▪ deep" unorderedList depth=0 indent=0
                "◦ inner\\n▪ deep" unorderedList depth=1 indent=40
                "▪ deep" unorderedList depth=2 indent=80
                """)
    }

    @Test func markersCarryMarkerAttribute() {
        let styled = map(el(.ul, [el(.li, [el(.b, [text("x")])])]))
        #expect(runsDump(styled) == "\"• \" marker\n\"x\" b")
    }

    @Test func nestedUnorderedListInOrderedListIsCircle() {
        let styled = map(el(.ol, [el(.li, [text("a"), el(.ul, [el(.li, [text("b")])])])]))
        #expect(styled.text == "1. a\n◦ b")
    }

    @Test func orderedListTypes() {
        for (type, marker) in [("1", "3. "), ("a", "c. "), ("A", "C. "), ("i", "iii. "), ("I", "III. ")] {
            let styled = map(el(.ol, ["type": type, "start": "3"], [el(.li, [text("x")])]))
            #expect(styled.text == marker + "x")
        }
    }

    @Test func orderedListHonoursStartAndValue() {
        let styled = map(
            el(
                .ol, ["start": "5"],
                [
                    el(.li, [text("a")]), el(.li, ["value": "10"], [text("b")]), el(.li, [text("c")]),
                ]))
        #expect(styled.text == "5. a\n10. b\n11. c")
        #expect(styled.blocks.compactMap(\.list?.ordinal) == [5, 10, 11])
        #expect(styled.blocks.allSatisfy { $0.list?.ordered == true })
    }

    @Test func orderedListHonoursStartAndReversed() {
        let counted = map(
            el(.ol, ["reversed": ""], [el(.li, [text("a")]), el(.li, [text("b")]), el(.li, [text("c")])]))
        #expect(counted.text == "3. a\n2. b\n1. c")
        let started = map(el(.ol, ["reversed": "", "start": "10"], [el(.li, [text("a")]), el(.li, [text("b")])]))
        #expect(started.text == "10. a\n9. b")
    }

    @Test func reversedCountIgnoresItemsOfNestedLists() {
        let styled = map(
            el(
                .ol, ["reversed": ""],
                [
                    el(.li, [text("a"), el(.ol, [el(.li, [text("x")]), el(.li, [text("y")])])]),
                    el(.li, [text("b")]),
                ]))
        #expect(styled.text == "2. a\n1. x\n2. y\n1. b")
    }

    @Test func emptyItemStillShowsMarker() {
        #expect(map(el(.ul, [el(.li), el(.li, [text("b")])])).text == "• \n• b")
    }

    @Test func itemWithParagraphsPutsMarkerOnFirstLine() {
        let styled = map(el(.ul, [el(.li, [el(.p, [text("first")]), el(.p, [text("second")])])]))
        #expect(styled.text == "• first\nsecond")
        #expect(
            blocksDump(styled) == """
                "• first\\n" listItem depth=1 indent=40 unordered #1
                "second" paragraph depth=1 indent=40
                """)
    }

    @Test func itemOutsideListGetsBullet() {
        #expect(map(el(.li, [text("orphan item")]), text("text")).text == "• orphan item\ntext")
    }

    @Test func leadingSpaceAfterMarkerIsDropped() {
        #expect(map(el(.ul, [el(.li, [text("  one ")])])).text == "• one")
    }

    @Test func listStyleNoneWritesNoMarker() {
        let styled = map(el(.ul, ["type": "none"], [el(.li, [text("x")])]))
        #expect(styled.text == "x")
        #expect(styled.blocks.first?.kind == .listItem)
    }

    @Test func alphabeticAndRomanFallBackToDecimal() {
        #expect(ListMarker.alphabetic(27, upper: false) == "aa")
        #expect(ListMarker.alphabetic(0, upper: false) == nil)
        #expect(ListMarker.roman(1994) == "MCMXCIV")
        #expect(ListMarker.text(ordinal: 0, style: .lowerRoman) == "0. ")
    }
}
