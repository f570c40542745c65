import Foundation

/// Schedules each capture's multipart body on a background URLSession and settles receipts.
final class QuickCaptureUploadCoordinator: NSObject, URLSessionDataDelegate {
    /// One background session per process identifier: everything schedules through this instance.
    static let shared = QuickCaptureUploadCoordinator()
    static func sessionIdentifier(bundleID: String) -> String { "app.beebox.ios.quick-capture.\(bundleID)" }
    static let retryWindow: TimeInterval = 7 * 24 * 60 * 60

    private lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(
            withIdentifier: Self.sessionIdentifier(bundleID: Bundle.main.bundleIdentifier ?? "app.beebox.ios"))
        configuration.sharedContainerIdentifier = "group.app.beebox.ios"
        configuration.timeoutIntervalForResource = 60 * 60
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    func schedule(_ request: URLRequest, bodyFile: URL, captureID: UUID) {
        let task = session.uploadTask(with: request, fromFile: bodyFile)
        task.taskDescription = captureID.uuidString.lowercased()
        task.resume()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let id = dataTask.taskDescription else { return }
        NotificationCenter.default.post(name: .quickCaptureAnswered, object: id, userInfo: ["body": data])
    }
}

extension Notification.Name {
    static let quickCaptureAnswered = Notification.Name("app.beebox.ios.quickCaptureAnswered")
}
