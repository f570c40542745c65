import SwiftUI

/// The ring a `point-at-control` command draws (§4.8): an overlay at the control's registered
/// frame for about two seconds. It takes no touches, masks nothing and is static under Reduce Motion.
struct NativeControlRingView: View {
    @ObservedObject var registry: NativeControlRegistry
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var pulsing = false

    var body: some View {
        GeometryReader { proxy in
            if let ring = registry.ring {
                let origin = proxy.frame(in: .global).origin
                RoundedRectangle(cornerRadius: 12)
                    .stroke(Color.accentColor, lineWidth: 3)
                    .frame(width: ring.frame.width + 12, height: ring.frame.height + 12)
                    .position(x: ring.frame.midX - origin.x, y: ring.frame.midY - origin.y)
                    .scaleEffect(reduceMotion || !pulsing ? 1 : 1.08)
                    .animation(reduceMotion ? nil : .easeInOut(duration: 0.6).repeatForever(), value: pulsing)
                    .onAppear { pulsing = true }
                    .onDisappear { pulsing = false }
                    .accessibilityHidden(true)
            }
        }
        .allowsHitTesting(false)
        .ignoresSafeArea()
    }
}
