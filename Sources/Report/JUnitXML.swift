// JUnitXML.swift: the regression's results as JUnit XML, one testcase per scene, for CI dashboards.
// Rule: the de-facto JUnit schema read by Jenkins, GitLab and GitHub reporters (testsuites → testsuite → testcase,
// with `failure` for a regression and `error` for a scene that could not be compared); XML 1.0 escaping of
// & < > " and control characters. Status: complete.

/// Writes JUnit XML.
public enum JUnitXML {
    /// The document for `scenes`, in their order, as one test suite named `suite`.
    public static func document(_ scenes: [SceneReport], suite: String = "anim regress") -> String {
        let failures = scenes.filter { $0.outcome == .regressed }.count
        let errors = scenes.filter { if case .error = $0.outcome { true } else { false } }.count
        let time = Format.fixed(scenes.reduce(0) { $0 + $1.seconds }, 3)
        let counts = "tests=\"\(scenes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(time)\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(escape(suite))\" \(counts)>\n"
        out += "  <testsuite name=\"\(escape(suite))\" \(counts)>\n"
        for s in scenes {
            let head =
                "    <testcase classname=\"regress\" name=\"\(escape(s.name))\" file=\"\(escape(s.scenePath))\" time=\"\(Format.fixed(s.seconds, 3))\""
            switch s.outcome {
            case .passed:
                out += head + ">\n      <system-out>\(escape(s.summaryLine))</system-out>\n    </testcase>\n"
            case .regressed:
                out += head + ">\n"
                out +=
                    "      <failure type=\"regression\" message=\"\(escape(s.summaryLine))\">\(escape(details(s)))</failure>\n"
                out += "    </testcase>\n"
            case .error(let message):
                out += head + ">\n      <error type=\"error\" message=\"\(escape(message))\"/>\n    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// One line per changed frame: `frame N: …figures… (fails|within tolerance)`.
    static func details(_ s: SceneReport) -> String {
        guard let c = s.comparison else { return "" }
        var lines = c.mismatches
        for f in c.changed {
            lines.append("frame " + SceneReport.figures(f) + (f.passes ? " (within tolerance)" : " (fails)"))
        }
        return lines.joined(separator: "\n")
    }

    /// XML text and attribute escaping; control characters other than tab and newline become spaces.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default: if scalar.value < 0x20 { out += " " } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
