// MetalSyntax.swift: the untyped syntax tree of the MSL subset (grammar of the shader-subset contract, after the
// Metal Shading Language Specification chapters 2–5); the checker (`MetalChecker`) turns it into typed code.
// Status: complete for the subset.

/// A written type: `float2`, `metal::float2x2`, `vec<float, 3>`, `texture2d<half>`, `SwiftUI::Layer`, a struct name.
struct TypeRef: Sendable {
    var name: String
    var arguments: [String]
    var at: SourceLocation
}

final class Expr: @unchecked Sendable {
    indirect enum Kind {
        case integer(UInt64, unsigned: Bool)
        case floating(Double, half: Bool)
        case boolean(Bool)
        case name(String)
        case call(Expr, [Expr])
        case construct(TypeRef, [Expr])
        case cast(TypeRef, Expr)
        /// `(device const T *)p`: a pointer parameter read as elements of `T`.
        case pointerCast(TypeRef, Expr)
        case member(Expr, String, SourceLocation)
        case index(Expr, Expr)
        case unary(String, Expr)
        case postfix(String, Expr)
        case binary(String, Expr, Expr)
        case assign(String, Expr, Expr)
        case ternary(Expr, Expr, Expr)
        case comma(Expr, Expr)
        case list([Expr])
    }
    let kind: Kind
    let at: SourceLocation
    init(_ kind: Kind, at: SourceLocation) {
        self.kind = kind
        self.at = at
    }
}

struct VarDecl: Sendable {
    var name: String
    var at: SourceLocation
    var type: TypeRef
    /// `T a[N]`: N (nil with `[]`, sized by the initialiser list).
    var arraySize: Expr?
    var isArray: Bool
    var initializer: Expr?
    var isConstant: Bool
    /// `device const T *p = …`: a local pointer into an argument buffer (initialised from a parameter or a cast).
    var isPointer = false
}

indirect enum Stmt: Sendable {
    case block([Stmt])
    case declaration([VarDecl])
    case expression(Expr)
    case ifElse(Expr, Stmt, Stmt?, SourceLocation)
    case forLoop(Stmt?, Expr?, Expr?, Stmt, SourceLocation)
    case whileLoop(Expr, Stmt, SourceLocation)
    case doWhile(Stmt, Expr, SourceLocation)
    case breakStmt(SourceLocation)
    case continueStmt(SourceLocation)
    case returnStmt(Expr?, SourceLocation)
    /// `switch (e) { case k: … default: … }`: the sections in written order.
    case switchStmt(Expr, [SwitchSection], SourceLocation)
    case empty
}

/// One run of statements after one or more `case k:` / `default:` labels (C++ [stmt.switch], MSL spec §1 "based on
/// C++14"): control enters at the matching label and falls through the following sections until a `break`.
struct SwitchSection: Sendable {
    /// The labels' values (nil: `default`), each with where it is written.
    var labels: [(value: Expr?, at: SourceLocation)]
    var body: [Stmt]
}

struct ParamDecl: Sendable {
    var name: String
    var at: SourceLocation
    var type: TypeRef
    var addressSpace: String?
    var isPointer: Bool
    var isReference: Bool
    var defaultValue: Expr?
}

struct FunctionDecl: Sendable {
    var name: String
    var at: SourceLocation
    var returnType: TypeRef
    var params: [ParamDecl]
    var body: Stmt?
    var stitchable: Bool
}

struct StructDecl: Sendable {
    var name: String
    var at: SourceLocation
    var fields: [VarDecl]
}

/// One translation unit's top-level declarations, in written order.
struct TranslationUnit: Sendable {
    enum Item: Sendable {
        case structure(StructDecl)
        case constant([VarDecl])
        case function(FunctionDecl)
    }
    var items: [Item] = []
}
