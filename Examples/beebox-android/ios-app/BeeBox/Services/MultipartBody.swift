import Foundation

/// A `multipart/form-data` body built in memory, in the order fields are added. Order matters:
/// the box reads text fields off the file stream and sees only those ahead of the file.
struct MultipartBody {
    let boundary = "bbx-" + UUID().uuidString
    private(set) var data = Data()

    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    mutating func addField(_ name: String, _ value: String) {
        append("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n")
    }

    mutating func addFile(_ name: String, filename: String, mimeType: String, contents: Data) {
        append("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"; filename=\"\(filename)\"\r\n")
        append("Content-Type: \(mimeType)\r\n\r\n")
        data.append(contents)
        append("\r\n")
    }

    func finished() -> Data {
        var body = data
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    private mutating func append(_ string: String) { data.append(Data(string.utf8)) }
}
