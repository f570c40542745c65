import SwiftUI

/// Controls on screen, by their shared `bbx-` address (§4.8). Populated by `.controlAnchor`.
@MainActor
final class NativeControlRegistry: ObservableObject {
    struct Registration {
        let token: UUID
        var entry: NativeControlEntry
        var frame: CGRect?
        var handlers: [NativeComposerCommand.ControlAction: () -> Void]
    }

    @Published private(set) var ring: (id: String, frame: CGRect)?
    private var registrations: [Registration] = []

    func register(_ registration: Registration) {
        registrations.removeAll { $0.token == registration.token }
        registrations.append(registration)
    }

    func deregister(token: UUID) { registrations.removeAll { $0.token == token } }

    /// Coalesced by id, so an in-flight mic → send swap never reports both.
    var inventory: [NativeControlEntry] {
        var seen = Set<String>()
        return registrations.reversed().compactMap { registration -> NativeControlEntry? in
            guard seen.insert(registration.entry.id).inserted else { return nil }
            var entry = registration.entry
            let actions = registration.frame == nil ? [] : [.point] + registration.handlers.keys.sorted { $0.rawValue < $1.rawValue }
            entry.actions = actions.isEmpty ? nil : actions
            return entry
        }.reversed()
    }

    /// Answers a `point-at-control` command from the same registry the scan reads.
    func perform(_ payload: NativeComposerCommand.PointPayload, commandID: String) -> NativeComposerCommandResult {
        guard let registration = registrations.last(where: { $0.entry.id == payload.id }) else {
            return .refused(commandID, kind: .pointAtControl, reason: "\(payload.id) is not on the phone's screen right now.")
        }
        switch payload.action {
        case .point:
            guard let frame = registration.frame else {
                return .refused(commandID, kind: .pointAtControl, reason: "The app cannot tell where \(registration.entry.label) is.")
            }
            ring = (payload.id, frame)
            Task { try? await Task.sleep(for: .seconds(2)); if ring?.id == payload.id { ring = nil } }
        case .focus, .reveal:
            guard !registration.entry.disabled else {
                return .refused(commandID, kind: .pointAtControl, reason: "\(registration.entry.label) is disabled.")
            }
            guard let handler = registration.handlers[payload.action] else {
                return .refused(commandID, kind: .pointAtControl, reason: "\(registration.entry.label) cannot \(payload.action.rawValue).")
            }
            handler()
        }
        return NativeComposerCommandResult(id: commandID, kind: .pointAtControl, ok: true)
    }
}

extension View {
    /// Registers this view as the control `id` and sets its `accessibilityIdentifier` to the same id.
    func controlAnchor(_ id: String, label: String, role: NativeControlEntry.Role, container: String,
                       does: String? = nil, disabled: Bool = false,
                       handlers: [NativeComposerCommand.ControlAction: () -> Void] = [:]) -> some View {
        modifier(ControlAnchor(entry: NativeControlEntry(id: id, role: role, label: label, does: does,
                                                         container: container, disabled: disabled),
                               handlers: handlers))
    }
}

private struct ControlAnchor: ViewModifier {
    @EnvironmentObject private var registry: NativeControlRegistry
    @State private var token = UUID()
    let entry: NativeControlEntry
    let handlers: [NativeComposerCommand.ControlAction: () -> Void]

    func body(content: Content) -> some View {
        content
            .accessibilityIdentifier(entry.id)
            .background(GeometryReader { proxy in
                Color.clear
                    .onAppear { update(proxy.frame(in: .global)) }
                    .onChange(of: proxy.frame(in: .global)) { _, frame in update(frame) }
            })
            .onDisappear { registry.deregister(token: token) }
    }

    private func update(_ frame: CGRect) {
        registry.register(.init(token: token, entry: entry, frame: frame.isEmpty ? nil : frame, handlers: handlers))
    }
}
