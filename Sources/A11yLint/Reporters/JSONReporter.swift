import Foundation

/// The stable JSON contract (version 1): see README "JSON output".
public enum JSONReporter {
    public static func render(_ reports: [FileReport]) -> String {
        var out = "{\"version\":1,\"files\":["
        for (i, report) in reports.enumerated() {
            if i > 0 { out += "," }
            out += "{\"path\":\(q(report.path)),\"format\":\(report.format.map { q($0.rawValue) } ?? "null"),"
            out += "\"platform\":\(report.platform.map { q($0.rawValue) } ?? "null"),\"nodeCount\":\(report.nodeCount),\"error\":"
            if let error = report.error {
                out += "{\"message\":\(q(error.message)),\"line\":\(error.location.map { String($0.line) } ?? "null"),\"column\":\(error.location.map { String($0.column) } ?? "null")}"
            } else {
                out += "null"
            }
            out += ",\"findings\":["
            for (j, f) in report.findings.enumerated() {
                if j > 0 { out += "," }
                out += "{\"rule\":\(q(f.rule)),\"criteria\":[\(f.criteria.map(q).joined(separator: ","))],"
                out += "\"severity\":\(q(f.severity.rawValue)),\"status\":\(q(f.status.rawValue)),\"message\":\(q(f.message)),"
                out += "\"control\":\(q(f.control)),\"announcement\":\(q(f.announcement)),\"node\":{\"id\":\(f.node.id.map(q) ?? "null"),"
                out += "\"class\":\(f.node.className.map(q) ?? "null"),\"line\":\(f.node.location.line),\"column\":\(f.node.location.column),"
                out += "\"path\":\(q(f.node.path)),\"bounds\":"
                out += f.node.bounds.map { "[\($0.array.map(number).joined(separator: ","))]" } ?? "null"
                out += "}}"
            }
            out += "]}"
        }
        let summary = Summary(reports)
        out += "],\"summary\":{\"files\":\(summary.files),\"errors\":\(summary.errors),\"warnings\":\(summary.warnings),\"infos\":\(summary.infos),\"inputErrors\":\(summary.inputErrors)}}"
        return out
    }

    static func number(_ d: Double) -> String { d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d) }

    /// A JSON string literal.
    static func q(_ s: String) -> String {
        var out = "\""
        out.reserveCapacity(s.utf8.count + 2)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}

public struct Summary: Sendable {
    public var files = 0, errors = 0, warnings = 0, infos = 0, inputErrors = 0
    public init(_ reports: [FileReport]) {
        files = reports.count
        for r in reports {
            errors += r.errors; warnings += r.warnings; infos += r.infos
            if r.error != nil { inputErrors += 1 }
        }
    }
}
