// HugePageMemoryTests.swift: a whole frame's pixels sit on a 2 MiB boundary, advised for huge pages (VmFlags hg in
// /proc/self/smaps; the kernel may still fall back to small pages when memory is fragmented); small buffers keep the
// ordinary allocator. Rule: HugePageMemory.swift (madvise(2) MADV_HUGEPAGE; Documentation/admin-guide/mm/transhuge.rst).
// Status: complete.

import Foundation
import Geometry
import Testing

@testable import Render

struct HugePageMemoryTests {
    /// The `VmFlags` of the mapping that holds `address` (/proc/self/smaps), nil when not found.
    static func vmFlags(at address: UInt) -> [Substring]? {
        // Read to the end: /proc files report a size of 0, which a whole-file read may take at its word.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/smaps"),
            let smaps = String(data: handle.readDataToEndOfFile(), encoding: .utf8)
        else { return nil }
        var inside = false
        for line in smaps.split(separator: "\n") {
            if let dash = line.firstIndex(of: "-"), let space = line.firstIndex(of: " "), dash < space,
                let lo = UInt(line[..<dash], radix: 16), let hi = UInt(line[line.index(after: dash)..<space], radix: 16)
            {
                inside = lo <= address && address < hi
            } else if inside, line.hasPrefix("VmFlags:") {
                return Array(line.split(separator: " ").dropFirst())
            }
        }
        return nil
    }

    /// THP's mode as the kernel reports it: "always", "madvise" or "never" (the bracketed word), nil without THP.
    static var transparentHugePageMode: String? {
        guard let text = try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8),
            let open = text.firstIndex(of: "["), let close = text.firstIndex(of: "]")
        else { return nil }
        return String(text[text.index(after: open)..<close])
    }

    @Test("a 1920×1080 framebuffer is 2 MiB aligned, zeroed, and advised for huge pages unless THP is off")
    func wholeFrame() throws {
        let fb = Framebuffer(width: 1920, height: 1080)
        let address = UInt(bitPattern: fb.pixels)
        #expect(address % UInt(HugePageMemory.pageBytes) == 0, "pixels at \(String(address, radix: 16))")
        #expect((0..<fb.byteCount).allSatisfy { fb.pixels[$0] == 0 })
        fb.clear(to: Color(r8: 10, g8: 20, b8: 30))
        #expect(fb[1919, 1079] == (10, 20, 30, 255))
        if let mode = Self.transparentHugePageMode, mode != "never" {
            // Advised for huge pages ("hg", proc(5)); whether the kernel finds a free 2 MiB page at the fault is its
            // choice (it falls back to 4 KiB pages when memory is fragmented), so the advice is what is checked.
            let flags = try #require(Self.vmFlags(at: address))
            #expect(flags.contains("hg"), "VmFlags \(flags) with THP mode \(mode)")
        }
    }

    @Test("small buffers use ordinary pages with 64-byte alignment")
    func smallBuffer() {
        let fb = Framebuffer(width: 100, height: 50)
        #expect(UInt(bitPattern: fb.pixels) % 64 == 0)
        #expect((0..<fb.byteCount).allSatisfy { fb.pixels[$0] == 0 })
        #expect(HugePageMemory.threshold > fb.byteCount)
    }
}
