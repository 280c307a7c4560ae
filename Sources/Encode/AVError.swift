// AVError.swift: FFmpeg's error codes and `av_strerror`, written once for the whole module.
// Rule: libavutil/error.h (AVERROR(e) = -e; FFERRTAG(a,b,c,d) = -MKTAG(a,b,c,d)); demux_decode.c names the call
// with every error; EAGAIN and EOF are "not errors" but states of the send/receive loop. Status: complete.

import CAV
import Glibc

/// Error codes and their text. Function-like C macros (`AVERROR`, `FFERRTAG`, `av_err2str`) do not import into
/// Swift, so they are re-derived here and nowhere else.
enum AVError {
    /// `AVERROR(e)`: POSIX error numbers are negated.
    static func code(errno e: Int32) -> Int32 { -e }

    /// `FFERRTAG(a, b, c, d)` = `-MKTAG(a, b, c, d)`, `MKTAG` = `a | b << 8 | c << 16 | d << 24`.
    static func tag(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> Int32 {
        -Int32(bitPattern: UInt32(a) | UInt32(b) << 8 | UInt32(c) << 16 | UInt32(d) << 24)
    }

    /// `AVERROR(EAGAIN)`: output is not available in this state; send more input (or drain) first.
    static let again = code(errno: EAGAIN)
    /// `AVERROR_EOF`: the end of a stream or of a flushed codec.
    static let endOfFile = tag(UInt8(ascii: "E"), UInt8(ascii: "O"), UInt8(ascii: "F"), UInt8(ascii: " "))
    /// `AVERROR_INVALIDDATA`: invalid data found when processing input.
    static let invalidData = tag(UInt8(ascii: "I"), UInt8(ascii: "N"), UInt8(ascii: "D"), UInt8(ascii: "A"))
    /// `AVERROR_STREAM_NOT_FOUND`.
    static let streamNotFound = tag(0xF8, UInt8(ascii: "S"), UInt8(ascii: "T"), UInt8(ascii: "R"))
    /// `AVERROR_DECODER_NOT_FOUND`.
    static let decoderNotFound = tag(0xF8, UInt8(ascii: "D"), UInt8(ascii: "E"), UInt8(ascii: "C"))

    /// `av_err2str(code)`: the text `av_strerror` gives for `code`.
    static func message(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: Int(AV_ERROR_MAX_STRING_SIZE))
        av_strerror(code, &buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `.ffmpeg(call:code:message:)` for a failed call.
    static func error(_ call: String, _ code: Int32) -> EncodeError {
        .ffmpeg(call: call, code: code, message: message(code))
    }

    /// Returns `code` when it is not negative, else throws `.ffmpeg` naming `call`.
    @discardableResult
    static func check(_ code: Int32, _ call: String) throws(EncodeError) -> Int32 {
        guard code >= 0 else { throw error(call, code) }
        return code
    }

    /// For calls that read an input file: a missing or unreadable file is `.io`, anything the demuxer or decoder
    /// could not make sense of (invalid data, early end of file, no stream) is `.invalidInput`; the text names `call`.
    static func inputError(_ call: String, _ code: Int32, path: String) -> EncodeError {
        switch code {
        case AVError.code(errno: ENOENT), AVError.code(errno: EACCES), AVError.code(errno: EISDIR):
            .io("\(path): \(message(code)) (\(call))")
        case invalidData, endOfFile, streamNotFound, decoderNotFound, AVError.code(errno: EIO):
            .invalidInput("\(path): \(message(code)) (\(call))")
        default:
            error(call, code)
        }
    }
}
