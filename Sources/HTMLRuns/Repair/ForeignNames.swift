// The case fixes and attribute adjustments of foreign content. The
// tokenizer lowercases every name; SVG's camelCase names come back here.

/// §13.2.6.5 and §13.2.6.3 name adjustments for SVG and MathML elements.
enum ForeignNames {
    /// §13.2.6.5 "Adjust SVG tag names": `clippath` → `clipPath`, ...
    /// (`foreignObject` is a `TagName` case of its own).
    /// `lexer` interns the fixed name.
    static func svgElementName<Lexer: HTMLLexer>(_ name: TagName, lexer: inout Lexer) -> TagName {
        guard case .custom(let id) = name, let fixed = svgTagNames[lexer.tagNames[id]] else { return name }
        return .custom(lexer.customTagID(for: fixed))
    }

    /// §13.2.6.3 "Adjust SVG attributes" (`viewbox` → `viewBox`, ...).
    static func adjustSVGAttributes(_ attributes: inout ArraySlice<Attribute>) {
        for i in attributes.indices {
            if let fixed = svgAttributeNames[attributes[i].name] { attributes[i].name = fixed }
        }
    }

    /// §13.2.6.3 "Adjust MathML attributes" (`definitionurl` → `definitionURL`).
    static func adjustMathMLAttributes(_ attributes: inout ArraySlice<Attribute>) {
        for i in attributes.indices where attributes[i].name == "definitionurl" {
            attributes[i].name = "definitionURL"
        }
    }

    /// §13.2.6.3 "Adjust foreign attributes": these keep their `prefix:local`
    /// name and are in the XLink, XML or XMLNS namespace. htmlruns has no
    /// attribute namespaces; the tree dump shows them as `prefix local`.
    static func isNamespacedForeignAttribute(_ name: String) -> Bool {
        switch name {
        case "xlink:actuate", "xlink:arcrole", "xlink:href", "xlink:role", "xlink:show",
            "xlink:title", "xlink:type", "xml:lang", "xml:space", "xmlns", "xmlns:xlink":
            return true
        default:
            return false
        }
    }

    /// Tokenizers that do not know the camelCase cases map `foreignobject`
    /// and `annotation-xml` to `.custom`; foreign content compares canonical names.
    static func canonical(_ name: TagName) -> TagName {
        switch name {
        case .custom(.foreignObject): return .foreignObject
        case .custom(.annotationXML): return .annotationXML
        default: return name
        }
    }

    private static let svgTagNames: [String: String] = [
        "altglyph": "altGlyph",
        "altglyphdef": "altGlyphDef",
        "altglyphitem": "altGlyphItem",
        "animatecolor": "animateColor",
        "animatemotion": "animateMotion",
        "animatetransform": "animateTransform",
        "clippath": "clipPath",
        "feblend": "feBlend",
        "fecolormatrix": "feColorMatrix",
        "fecomponenttransfer": "feComponentTransfer",
        "fecomposite": "feComposite",
        "feconvolvematrix": "feConvolveMatrix",
        "fediffuselighting": "feDiffuseLighting",
        "fedisplacementmap": "feDisplacementMap",
        "fedistantlight": "feDistantLight",
        "fedropshadow": "feDropShadow",
        "feflood": "feFlood",
        "fefunca": "feFuncA",
        "fefuncb": "feFuncB",
        "fefuncg": "feFuncG",
        "fefuncr": "feFuncR",
        "fegaussianblur": "feGaussianBlur",
        "feimage": "feImage",
        "femerge": "feMerge",
        "femergenode": "feMergeNode",
        "femorphology": "feMorphology",
        "feoffset": "feOffset",
        "fepointlight": "fePointLight",
        "fespecularlighting": "feSpecularLighting",
        "fespotlight": "feSpotLight",
        "fetile": "feTile",
        "feturbulence": "feTurbulence",
        "glyphref": "glyphRef",
        "lineargradient": "linearGradient",
        "radialgradient": "radialGradient",
        "textpath": "textPath",
    ]

    private static let svgAttributeNames: [String: String] = [
        "attributename": "attributeName",
        "attributetype": "attributeType",
        "basefrequency": "baseFrequency",
        "baseprofile": "baseProfile",
        "calcmode": "calcMode",
        "clippathunits": "clipPathUnits",
        "diffuseconstant": "diffuseConstant",
        "edgemode": "edgeMode",
        "filterunits": "filterUnits",
        "glyphref": "glyphRef",
        "gradienttransform": "gradientTransform",
        "gradientunits": "gradientUnits",
        "kernelmatrix": "kernelMatrix",
        "kernelunitlength": "kernelUnitLength",
        "keypoints": "keyPoints",
        "keysplines": "keySplines",
        "keytimes": "keyTimes",
        "lengthadjust": "lengthAdjust",
        "limitingconeangle": "limitingConeAngle",
        "markerheight": "markerHeight",
        "markerunits": "markerUnits",
        "markerwidth": "markerWidth",
        "maskcontentunits": "maskContentUnits",
        "maskunits": "maskUnits",
        "numoctaves": "numOctaves",
        "pathlength": "pathLength",
        "patterncontentunits": "patternContentUnits",
        "patterntransform": "patternTransform",
        "patternunits": "patternUnits",
        "pointsatx": "pointsAtX",
        "pointsaty": "pointsAtY",
        "pointsatz": "pointsAtZ",
        "preservealpha": "preserveAlpha",
        "preserveaspectratio": "preserveAspectRatio",
        "primitiveunits": "primitiveUnits",
        "refx": "refX",
        "refy": "refY",
        "repeatcount": "repeatCount",
        "repeatdur": "repeatDur",
        "requiredextensions": "requiredExtensions",
        "requiredfeatures": "requiredFeatures",
        "specularconstant": "specularConstant",
        "specularexponent": "specularExponent",
        "spreadmethod": "spreadMethod",
        "startoffset": "startOffset",
        "stddeviation": "stdDeviation",
        "stitchtiles": "stitchTiles",
        "surfacescale": "surfaceScale",
        "systemlanguage": "systemLanguage",
        "tablevalues": "tableValues",
        "targetx": "targetX",
        "targety": "targetY",
        "textlength": "textLength",
        "viewbox": "viewBox",
        "viewtarget": "viewTarget",
        "xchannelselector": "xChannelSelector",
        "ychannelselector": "yChannelSelector",
        "zoomandpan": "zoomAndPan",
    ]
}
