// Array slots for the element names HTML fragments are made of, so the
// registry finds a mapper with one switch and one index instead of hashing
// the name. Names without a slot (custom elements, rare or foreign names)
// are looked up in the registry's dictionary.

extension TagName {
    /// How many names have a slot.
    static let registrySlotCount = 132

    /// The name's slot in `TagMapperRegistry`, or nil for a dictionary lookup.
    var registrySlot: Int? {
        switch self {
        case .a: 0
        case .abbr: 1
        case .address: 2
        case .area: 3
        case .article: 4
        case .aside: 5
        case .audio: 6
        case .b: 7
        case .base: 8
        case .basefont: 9
        case .bdi: 10
        case .bdo: 11
        case .big: 12
        case .blockquote: 13
        case .body: 14
        case .br: 15
        case .button: 16
        case .canvas: 17
        case .caption: 18
        case .center: 19
        case .cite: 20
        case .code: 21
        case .col: 22
        case .colgroup: 23
        case .data: 24
        case .datalist: 25
        case .dd: 26
        case .del: 27
        case .details: 28
        case .dfn: 29
        case .dialog: 30
        case .dir: 31
        case .div: 32
        case .dl: 33
        case .dt: 34
        case .em: 35
        case .embed: 36
        case .fieldset: 37
        case .figcaption: 38
        case .figure: 39
        case .font: 40
        case .footer: 41
        case .form: 42
        case .frame: 43
        case .frameset: 44
        case .h1: 45
        case .h2: 46
        case .h3: 47
        case .h4: 48
        case .h5: 49
        case .h6: 50
        case .head: 51
        case .header: 52
        case .hgroup: 53
        case .hr: 54
        case .html: 55
        case .i: 56
        case .iframe: 57
        case .image: 58
        case .img: 59
        case .input: 60
        case .ins: 61
        case .kbd: 62
        case .label: 63
        case .legend: 64
        case .li: 65
        case .link: 66
        case .listing: 67
        case .main: 68
        case .map: 69
        case .mark: 70
        case .marquee: 71
        case .menu: 72
        case .meta: 73
        case .meter: 74
        case .nav: 75
        case .nobr: 76
        case .noembed: 77
        case .noframes: 78
        case .noscript: 79
        case .object: 80
        case .ol: 81
        case .optgroup: 82
        case .option: 83
        case .output: 84
        case .p: 85
        case .param: 86
        case .picture: 87
        case .plaintext: 88
        case .pre: 89
        case .progress: 90
        case .q: 91
        case .rb: 92
        case .rp: 93
        case .rt: 94
        case .rtc: 95
        case .ruby: 96
        case .s: 97
        case .samp: 98
        case .script: 99
        case .search: 100
        case .section: 101
        case .select: 102
        case .slot: 103
        case .small: 104
        case .source: 105
        case .span: 106
        case .strike: 107
        case .strong: 108
        case .style: 109
        case .sub: 110
        case .summary: 111
        case .sup: 112
        case .table: 113
        case .tbody: 114
        case .td: 115
        case .template: 116
        case .textarea: 117
        case .tfoot: 118
        case .th: 119
        case .thead: 120
        case .time: 121
        case .title: 122
        case .tr: 123
        case .track: 124
        case .tt: 125
        case .u: 126
        case .ul: 127
        case .`var`: 128
        case .video: 129
        case .wbr: 130
        case .xmp: 131
        default: nil
        }
    }
}
