// Parser+UIBezierPath.swift: UIKit's `UIBezierPath` and `UIRectCorner`, declared in the scene language, for the
// custom shapes pasted code builds with them — above all the rounded-some-corners shape
// (`UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: r,
// height: r))` then `Path(path.cgPath)`).
// Rule: Apple: UIBezierPath — developer.apple.com/documentation/uikit/uibezierpath (`init(rect:)`, `init(ovalIn:)`,
// `init(roundedRect:cornerRadius:)`, `init(roundedRect:byRoundingCorners:cornerRadii:)`, `move(to:)`,
// `addLine(to:)`, `addCurve(to:controlPoint1:controlPoint2:)`, `addQuadCurve(to:controlPoint:)`,
// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)` with angles in radians, `close()`, `cgPath`);
// UIRectCorner — developer.apple.com/documentation/uikit/uirectcorner (an OptionSet). UIKit's y axis points down, as
// SwiftUI's does, and its `clockwise` is clockwise on screen, while Path's `clockwise` is measured in a y-up frame
// (Apple: Path.addArc(center:radius:startAngle:endAngle:clockwise:)), so the flag is inverted when handed on. A
// rounded corner's radius is `cornerRadii.width`, at most half the shorter side (UIKit ignores the height);
// corners are drawn as circular arcs (UIKit's are slightly smoother, within a fraction of a point).
// Status: the members listed.

extension Parser {
    static let uiBezierPathSource = """
        struct UIRectCorner: OptionSet {
            let rawValue: Int
            static let topLeft = UIRectCorner(rawValue: 1)
            static let topRight = UIRectCorner(rawValue: 2)
            static let bottomLeft = UIRectCorner(rawValue: 4)
            static let bottomRight = UIRectCorner(rawValue: 8)
            static let allCorners = UIRectCorner(rawValue: 15)
        }
        class UIBezierPath {
            var cgPath: Path = Path()
            init() {}
            init(rect: CGRect) { cgPath = Path(rect) }
            init(ovalIn rect: CGRect) { cgPath = Path(ellipseIn: rect) }
            init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
                cgPath = UIBezierPath._rounded(rect, .allCorners, cornerRadius)
            }
            init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
                cgPath = UIBezierPath._rounded(rect, corners, cornerRadii.width)
            }
            static func _rounded(_ rect: CGRect, _ corners: UIRectCorner, _ radius: CGFloat) -> Path {
                let r = max(0, min(radius, min(rect.width, rect.height) / 2))
                let tl = corners.contains(.topLeft) ? r : 0
                let tr = corners.contains(.topRight) ? r : 0
                let bl = corners.contains(.bottomLeft) ? r : 0
                let br = corners.contains(.bottomRight) ? r : 0
                var p = Path()
                p.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
                if tr > 0 {
                    p.addArc(center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
                }
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
                if br > 0 {
                    p.addArc(center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
                }
                p.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
                if bl > 0 {
                    p.addArc(center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
                }
                p.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
                if tl > 0 {
                    p.addArc(center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
                }
                p.closeSubpath()
                return p
            }
            func move(to point: CGPoint) {
                var p = cgPath
                p.move(to: point)
                cgPath = p
            }
            func addLine(to point: CGPoint) {
                var p = cgPath
                p.addLine(to: point)
                cgPath = p
            }
            func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
                var p = cgPath
                p.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
                cgPath = p
            }
            func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
                var p = cgPath
                p.addQuadCurve(to: point, control: controlPoint)
                cgPath = p
            }
            func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
                var p = cgPath
                p.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: !clockwise)
                cgPath = p
            }
            func close() {
                var p = cgPath
                p.closeSubpath()
                cgPath = p
            }
        }
        """

    /// The declarations of `uiBezierPathSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let uiBezierPathDeclarations: [Stmt] = prelude(uiBezierPathSource)
}
