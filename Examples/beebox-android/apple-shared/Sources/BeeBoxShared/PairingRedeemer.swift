import Foundation

public enum PairingError: Error, Equatable, LocalizedError {
    case rejected(status: Int, message: String)
    case malformedResponse

    public var errorDescription: String? {
        switch self {
        case .rejected(_, let message): return message
        case .malformedResponse: return "The box answered in a way this app does not understand."
        }
    }
}

/// Redeems a short-lived pairing ticket for a durable device token (`POST /api/pairing/redeem`, §1.3).
public struct PairingRedeemer: Sendable {
    public struct RedeemRequest: Encodable, Equatable {
        public let pairingToken: String
        public let deviceLabel: String
    }

    /// iOS reads only `token`; the other fields are benign drift.
    public struct RedeemResponse: Decodable, Equatable {
        public let token: String
    }

    private let session: URLSession

    public init(session: URLSession = .shared) { self.session = session }

    public func redeem(baseURL: URL, pairingToken: String, deviceLabel: String) async throws -> String {
        var request = URLRequest(url: baseURL.appendingPathComponent("api/pairing/redeem"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("BeeBox-iOS/0.1", forHTTPHeaderField: "User-Agent")
        request.httpBody = try JSONEncoder().encode(RedeemRequest(pairingToken: pairingToken, deviceLabel: deviceLabel))
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            struct ErrorBody: Decodable { let error: String }
            let message = (try? JSONDecoder().decode(ErrorBody.self, from: data))?.error ?? "The box refused the pairing code."
            throw PairingError.rejected(status: status, message: message)
        }
        guard let body = try? JSONDecoder().decode(RedeemResponse.self, from: data) else { throw PairingError.malformedResponse }
        return body.token
    }
}
