import LocalAuthentication
import SwiftUI
import UIKit
import UniformTypeIdentifiers

/// The share sheet (§5.8). It starts on the app's selected box, always names the current box and
/// offers a picker when several are paired; a choice here is local to this share.
final class ShareViewController: UIViewController {
    private let model = ShareModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: ShareSheet(model: model) { [weak self] in
            self?.extensionContext?.completeRequest(returningItems: nil)
        })
        addChild(host)
        host.view.frame = view.bounds
        host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(host.view)
        host.didMove(toParent: self)
        Task { await model.start(with: extensionContext?.inputItems as? [NSExtensionItem] ?? []) }
    }
}

@MainActor
final class ShareModel: ObservableObject {
    @Published var snapshot = SharedSelectedBoxSnapshot.read()
    @Published var box: SharedSelectedBoxSnapshot.Box?
    @Published var share: ShareExtensionAPI.TextualShare?
    @Published var destinations: ShareExtensionAPI.Destinations?
    @Published var status: String?
    private var generation = 0
    let shareId = UUID()

    /// One provider at a time, URL before plain text. Classification runs before authentication,
    /// so unsupported input fails without an unnecessary prompt.
    func start(with items: [NSExtensionItem]) async {
        guard let provider = items.flatMap({ $0.attachments ?? [] }).first(where: {
            $0.hasItemConformingToTypeIdentifier(UTType.url.identifier) || $0.hasItemConformingToTypeIdentifier(UTType.plainText.identifier)
        }) else {
            status = "Bee Box can share links and text."
            return
        }
        if provider.hasItemConformingToTypeIdentifier(UTType.url.identifier), let url = try? await provider.loadItem(forTypeIdentifier: UTType.url.identifier) as? URL {
            share = .url(url, title: items.first?.attributedContentText?.string)
        } else if let text = try? await provider.loadItem(forTypeIdentifier: UTType.plainText.identifier) as? String {
            share = .text(text, title: nil)
        }
        await choose(snapshot?.initialBox)
    }

    /// Reloads destinations for the chosen box; a late answer for an earlier choice is ignored.
    func choose(_ chosen: SharedSelectedBoxSnapshot.Box?) async {
        generation += 1
        let mine = generation
        box = chosen
        destinations = nil
        guard let chosen else { status = "Pair a box in the Bee Box app first."; return }
        if chosen.requiresDeviceUnlock, !(await authenticate(for: chosen)) {
            status = "\(chosen.label) is locked."
            return
        }
        do {
            let loaded = try await api(for: chosen).destinations()
            if mine == generation { destinations = loaded; status = nil }
        } catch {
            if mine == generation { status = error.localizedDescription }
        }
    }

    func save(to destination: ShareExtensionAPI.Destination) async -> Bool {
        guard let box, let share else { return false }
        do {
            _ = try await api(for: box).saveTextual(share, shareId: shareId, capturedAt: Date(), destination: destination)
            return true
        } catch {
            status = error.localizedDescription
            return false
        }
    }

    func send(toSession sessionId: String) async -> Bool {
        guard let box, let share else { return false }
        do {
            try await api(for: box).send(share, toSession: sessionId, messageId: shareId)
            return true
        } catch {
            status = error.localizedDescription
            return false
        }
    }

    private func api(for box: SharedSelectedBoxSnapshot.Box) throws -> ShareExtensionAPI {
        guard let token = try PairedBoxCredentialStore().token(for: box.id) else { throw ShareExtensionAPI.Failure.notAuthenticated }
        return ShareExtensionAPI(baseURL: box.baseURL, token: token)
    }

    private func authenticate(for box: SharedSelectedBoxSnapshot.Box) async -> Bool {
        (try? await LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Share to \(box.label)")) ?? false
    }
}

private struct ShareSheet: View {
    @ObservedObject var model: ShareModel
    var done: () -> Void

    var body: some View {
        NavigationStack {
            List {
                if let snapshot = model.snapshot, snapshot.boxes.count > 1 {
                    Picker("Box", selection: Binding(get: { model.box?.id }, set: { id in
                        Task { await model.choose(snapshot.boxes.first { $0.id == id }) }
                    })) {
                        ForEach(snapshot.boxes) { Text($0.label).tag(Optional($0.id)) }
                    }
                }
                if let destinations = model.destinations {
                    Section("Chats") {
                        ForEach(destinations.chats, id: \.sessionId) { chat in
                            Button(chat.label) { Task { if await model.send(toSession: chat.sessionId) { done() } } }
                        }
                    }
                    Section("Save to") {
                        ForEach(destinations.saves, id: \.label) { save in
                            Button { Task { if await model.save(to: save.destination) { done() } } } label: {
                                Label(save.label, systemImage: save.symbol)
                            }
                        }
                    }
                }
                if let status = model.status { Text(status).foregroundStyle(.secondary) }
            }
            .navigationTitle(model.box?.label ?? "Bee Box")
            .toolbar { Button("Cancel", action: done) }
        }
    }
}
