// htmlruns-server [--hostname H] [--port N] [--max-bytes N]
//
//     curl --data-binary '<b>1<i>2</b>3</i>' -H 'Content-Type: text/html' \
//          'http://127.0.0.1:8080/convert?offsets=utf16&pretty=true'
import HTMLRunsServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

var host = "127.0.0.1"
var port = 8080
var settings = ConvertServiceSettings()

var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--hostname": host = arguments.next() ?? host
    case "--port": port = arguments.next().flatMap { Int($0) } ?? port
    case "--max-bytes": settings.maxInputBytes = arguments.next().flatMap { Int($0) } ?? settings.maxInputBytes
    default:
        print("usage: htmlruns-server [--hostname H] [--port N] [--max-bytes N]")
        exit(2)
    }
}

try await buildApplication(host: host, port: port, settings: settings).runService()
