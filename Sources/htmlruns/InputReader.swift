// Reading an input file or stdin as bytes.
import Foundation

enum InputReader {
    enum Failure: Error {
        case unreadable(String)
    }

    /// The bytes of a file, or of stdin for "-".
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        if path == "-" {
            return Array(FileHandle.standardInput.readDataToEndOfFile())
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable("\(path): no such file")
        }
        if isDirectory.boolValue { throw .unreadable("\(path): is a directory") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable("\(path): cannot be read")
        }
        return Array(data)
    }
}
