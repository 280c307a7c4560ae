// SeedSnippets.swift: code blocks from the seed documents, verbatim (columns included), for tests that paste them.

/// Seed 002's code, as the document prints it; argument lines at column 1 are part of what is tested.
public enum SeedSnippets {
    /// Seed 002, "Compositing group": the collaborator avatars, with a `#Preview` added as the root.
    public static func collaboratorAvatars(isPaused: Bool) -> String {
        """
        struct CollaboratorAvatars: View {
        let isPaused: Bool
        var body: some View {
        HStack(spacing: -16) {
        Avatar(initials: "LM", color: .indigo)
        Avatar(initials: "AK", color: .pink)
        Avatar(initials: "SR", color: .teal)
        }
        .opacity(isPaused ? 0.3 : 1)
        }
        }
        private struct Avatar: View {
        let initials: String
        let color: Color
        var body: some View {
        Text(initials)
        .font(.title.bold())
        .foregroundStyle(.white)
        .padding()
        .background(color, in: .circle)
        }
        }
        #Preview {
        CollaboratorAvatars(isPaused: \(isPaused))
        }
        """
    }

    /// Seed 002, "Geometry group": the delivery status label and the view that moves it, as printed (argument lines at
    /// column 1). `grouped` applies the seed's second block, `.geometryGroup()` on the label.
    public static func deliveryStatus(grouped: Bool) -> String {
        """
        struct ContentView: View {
        @State private var isDelivered = false
        var body: some View {
        VStack {
        DeliveryStatusLabel(isDelivered: isDelivered)\(grouped ? "\n.geometryGroup()" : "")
        .frame(
        maxWidth: .infinity,
        alignment: isDelivered ? .trailing : .leading
        )
        Button("Update status") {
        withAnimation(.easeInOut(duration: 2.2)) {
        isDelivered.toggle()
        }
        }
        }
        .padding()
        }
        }
        struct DeliveryStatusLabel: View {
        let isDelivered: Bool
        private var color: Color {
        isDelivered ? .green : .blue
        }
        var body: some View {
        Text(isDelivered ? "Delivered" : "Out for delivery")
        .foregroundStyle(color)
        .padding()
        .background(color.opacity(0.15), in: .capsule)
        }
        }
        """
    }
}
