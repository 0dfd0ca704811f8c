/// The few elementary functions the modern colour spaces need (powers,
/// cube roots, sines and cosines of hues, arc tangents), computed here:
/// the core links the standard library alone, which has square roots but
/// no `pow`, `sin` or `atan2` (those are libm's, reached through Glibc or
/// Foundation). Accurate to about 1e-14 relative, far finer than the
/// 8-bit channels they end in; inputs are finite channel values.
enum Elementary {
    static let pi = 3.141592653589793
    private static let ln2 = 0.6931471805599453

    /// The natural logarithm of `x` (> 0): `x = m · 2^e`, `m` near 1, and
    /// `ln m = 2 atanh((m - 1) / (m + 1))` by its series.
    static func log(_ x: Double) -> Double {
        guard x > 0, x.isFinite else { return x == 0 ? -.infinity : .nan }
        var e = Double(x.exponent)
        var m = x.significand  // in [1, 2)
        if m > 1.4142135623730951 {
            m /= 2
            e += 1
        }
        return 2 * oddPowerSeries((m - 1) / (m + 1), alternating: false) + e * ln2
    }

    /// `e^x`: `x = k ln 2 + r`, `|r| <= ln 2 / 2`, `e^r` by its series.
    static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.7 { return .infinity }
        if x < -745.2 { return 0 }
        let k = Int(x / ln2 + (x >= 0 ? 0.5 : -0.5))
        let r = x - Double(k) * ln2
        var term = 1.0
        var sum = 1.0
        for n in 1...22 {
            term *= r / Double(n)
            sum += term
        }
        // 2^k in two steps, so a k below the normal range still scales.
        let half = k / 2
        return sum * Double(sign: .plus, exponent: half, significand: 1)
            * Double(sign: .plus, exponent: k - half, significand: 1)
    }

    /// `x^y` for `x >= 0`.
    static func pow(_ x: Double, _ y: Double) -> Double {
        if x == 0 { return y > 0 ? 0 : (y == 0 ? 1 : .infinity) }
        if y == 1 { return x }
        return exp(y * log(x))
    }

    /// The real cube root, sign kept.
    static func cbrt(_ x: Double) -> Double {
        if x == 0 || !x.isFinite { return x }
        let a = Swift.abs(x)
        var t = pow(a, 1.0 / 3)
        t -= (t * t * t - a) / (3 * t * t)  // one Newton step
        return x < 0 ? -t : t
    }

    /// `x^y` for any real `x`, its sign carried over (the transfer
    /// functions of css-color-4 extend this way below zero).
    static func signedPow(_ x: Double, _ y: Double) -> Double {
        x < 0 ? -pow(-x, y) : pow(x, y)
    }

    /// Sine and cosine of an angle in degrees.
    static func sinCos(degrees: Double) -> (sin: Double, cos: Double) {
        // Reduced by whole turns, then to a quadrant.
        let d = normalizedDegrees(degrees)
        let quadrant = Int(d / 90 + 0.5)
        let r = (d - Double(quadrant) * 90) * pi / 180  // |r| <= pi / 4
        let r2 = r * r
        var s = r
        var c = 1.0
        var sTerm = r
        var cTerm = 1.0
        var n = 1.0
        while n < 30 {
            sTerm *= -r2 / ((n + 1) * (n + 2))
            cTerm *= -r2 / (n * (n + 1))
            s += sTerm
            c += cTerm
            n += 2
        }
        switch quadrant & 3 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// `atan2(y, x)` in degrees, in `[0, 360)`.
    static func atan2Degrees(_ y: Double, _ x: Double) -> Double {
        if x == 0 && y == 0 { return 0 }
        var angle: Double
        if Swift.abs(x) >= Swift.abs(y) {
            angle = atan(y / x)
            if x < 0 { angle += y >= 0 ? pi : -pi }
        } else {
            angle = (y > 0 ? pi / 2 : -pi / 2) - atan(x / y)
        }
        var degrees = angle * 180 / pi
        if degrees < 0 { degrees += 360 }
        if degrees >= 360 { degrees -= 360 }
        return degrees
    }

    /// `atan(x)` for `|x| <= 1`: halved twice (`atan x = 2 atan(x / (1 +
    /// sqrt(1 + x^2)))`), then its series.
    private static func atan(_ x: Double) -> Double {
        var v = x
        for _ in 0..<2 { v = v / (1 + (1 + v * v).squareRoot()) }
        return 4 * oddPowerSeries(v, alternating: true)
    }

    /// `z + z^3/3 + z^5/5 + …` (`atanh`), or with alternating signs
    /// (`atan`), to the 39th power: for `|z| < 0.2` past double precision.
    private static func oddPowerSeries(_ z: Double, alternating: Bool) -> Double {
        let step = alternating ? -z * z : z * z
        var term = z
        var sum = 0.0
        var n = 1.0
        while n < 40 {
            sum += term / n
            term *= step
            n += 2
        }
        return sum
    }

    /// An angle in degrees as one in `[0, 360)`, by whole turns taken off
    /// by hand (`truncatingRemainder` is libm's `fmod`); beyond 1e15
    /// degrees an angle has no precision left and is 0.
    static func normalizedDegrees(_ degrees: Double) -> Double {
        guard degrees.isFinite, Swift.abs(degrees) < 1e15 else { return 0 }
        var d = degrees - 360 * Double(Int64(degrees / 360))
        if d < 0 { d += 360 }
        if d >= 360 { d -= 360 }
        return d
    }
}
