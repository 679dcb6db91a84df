import Experiments
import Testing

@Suite struct BucketingTests {
    struct HashCase: CustomTestStringConvertible, Sendable {
        var seed: String
        var value: String
        var version: Int
        var expected: Double?
        var testDescription: String { "[\"\(seed)\", \"\(value)\", \(version), \(expected.map { "\($0)" } ?? "null")]" }
    }

    /// The issue's vectors from GrowthBook's cases.json, then more of its `hash` cases.
    static let hashCases: [HashCase] = [
        HashCase(seed: "", value: "a", version: 1, expected: 0.22),
        HashCase(seed: "seed", value: "a", version: 2, expected: 0.0505),
        HashCase(seed: "89123klj", value: "8952klfjas09ujkasdf", version: 2, expected: 0.124),
        HashCase(seed: "abc", value: "def", version: 99, expected: nil),
        HashCase(seed: "", value: "b", version: 1, expected: 0.077),
        HashCase(seed: "b", value: "a", version: 1, expected: 0.946),
        HashCase(seed: "ef", value: "d", version: 1, expected: 0.652),
        HashCase(seed: "asdf", value: "8952klfjas09ujk", version: 1, expected: 0.549),
        HashCase(seed: "", value: "123", version: 1, expected: 0.011),
        HashCase(seed: "", value: "___)((*\":&", version: 1, expected: 0.563),
        HashCase(seed: "seed", value: "b", version: 2, expected: 0.2696),
        HashCase(seed: "foo", value: "ab", version: 2, expected: 0.2575),
        HashCase(seed: "foo", value: "def", version: 2, expected: 0.2019),
        HashCase(seed: "90850943850283058242805", value: "123", version: 2, expected: 0.7516),
        HashCase(seed: "()**(%$##$%#$#", value: "___)((*\":&", version: 2, expected: 0.0128),
    ]

    @Test(arguments: hashCases)
    func growthBookHashVectors(_ vector: HashCase) {
        #expect(Bucketing.hash(seed: vector.seed, value: vector.value, version: vector.version) == vector.expected)
    }

    @Test func fnv1aReferenceValues() {
        #expect(FNV1a.hash32("") == 0x811C_9DC5)
        #expect(FNV1a.hash32("a") == 0xE40C_292C)
        #expect(FNV1a.hash32("foobar") == 0xBF9C_F968)
    }

    @Test func fnvFoldsUTF16CodeUnitsAsJavaScriptDoes() {
        // "한" is one UTF-16 unit (0xD55C) but three UTF-8 bytes; GrowthBook's charCodeAt sees the unit.
        let expected = (FNV1a.offsetBasis ^ 0xD55C) &* FNV1a.prime
        #expect(FNV1a.hash32("한") == expected)
    }

    struct RangeCase: CustomTestStringConvertible, Sendable {
        var name: String
        var count: Int
        var coverage: Double
        var weights: [Double]?
        var expected: [[Double]]
        var testDescription: String { name }
    }

    /// GrowthBook's `getBucketRange` cases.
    static let rangeCases: [RangeCase] = [
        RangeCase(name: "normal 50/50", count: 2, coverage: 1, weights: nil, expected: [[0, 0.5], [0.5, 1]]),
        RangeCase(name: "reduced coverage", count: 2, coverage: 0.5, weights: nil, expected: [[0, 0.25], [0.5, 0.75]]),
        RangeCase(name: "zero coverage", count: 2, coverage: 0, weights: nil, expected: [[0, 0], [0.5, 0.5]]),
        RangeCase(name: "4 variations", count: 4, coverage: 1, weights: nil,
                  expected: [[0, 0.25], [0.25, 0.5], [0.5, 0.75], [0.75, 1]]),
        RangeCase(name: "uneven weights", count: 2, coverage: 1, weights: [0.4, 0.6], expected: [[0, 0.4], [0.4, 1]]),
        RangeCase(name: "uneven weights, 3 variations", count: 3, coverage: 1, weights: [0.2, 0.3, 0.5],
                  expected: [[0, 0.2], [0.2, 0.5], [0.5, 1]]),
        RangeCase(name: "uneven weights, reduced coverage", count: 3, coverage: 0.2, weights: [0.2, 0.3, 0.5],
                  expected: [[0, 0.04], [0.2, 0.26], [0.5, 0.6]]),
        RangeCase(name: "negative coverage", count: 2, coverage: -0.2, weights: nil, expected: [[0, 0], [0.5, 0.5]]),
        RangeCase(name: "coverage above 1", count: 2, coverage: 1.5, weights: nil, expected: [[0, 0.5], [0.5, 1]]),
        RangeCase(name: "weights sum below 1", count: 2, coverage: 1, weights: [0.4, 0.1], expected: [[0, 0.5], [0.5, 1]]),
        RangeCase(name: "weights sum above 1", count: 2, coverage: 1, weights: [0.7, 0.6], expected: [[0, 0.5], [0.5, 1]]),
        RangeCase(name: "weights of the wrong count", count: 4, coverage: 1, weights: [0.4, 0.4, 0.2],
                  expected: [[0, 0.25], [0.25, 0.5], [0.5, 0.75], [0.75, 1]]),
        RangeCase(name: "weights within the 1% tolerance", count: 2, coverage: 1, weights: [0.4, 0.5999],
                  expected: [[0, 0.4], [0.4, 0.9999]]),
    ]

    @Test(arguments: rangeCases)
    func growthBookBucketRanges(_ vector: RangeCase) {
        let ranges = Bucketing.bucketRanges(count: vector.count, coverage: vector.coverage, weights: vector.weights)
        let rounded = ranges.map { [($0.start * 1e6).rounded() / 1e6, ($0.end * 1e6).rounded() / 1e6] }
        #expect(rounded == vector.expected)
    }

    @Test func chooseVariationIsHalfOpenAndSkipsEmptyRanges() {
        let even = Bucketing.bucketRanges(count: 2)
        let reduced = Bucketing.bucketRanges(count: 2, coverage: 0.5)
        let zero = [BucketRange(start: 0, end: 0.5), BucketRange(start: 0.5, end: 0.5), BucketRange(start: 0.5, end: 1)]
        #expect([0.2, 0.6, 0.4, 0.8, 0, 0.5].map { Bucketing.chooseVariation($0, ranges: even) } == [0, 1, 0, 1, 0, 1])
        #expect([0.2, 0.6, 0.4, 0.8].map { Bucketing.chooseVariation($0, ranges: reduced) } == [0, 1, nil, nil])
        #expect(Bucketing.chooseVariation(0.5, ranges: zero) == 2)
    }
}
