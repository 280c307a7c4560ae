// x264_heap_state.c: does libx264 (through libavcodec, as Encode/VideoEncoder.swift opens it: crf 18, preset medium)
// encode the same frames to the same bytes when the process's heap holds different leftovers? Found while checking
// VideoEncoderStagesTests (bench/README.md "Conversion beside the encoder"): inside one test process two encodes of
// the same 30 frames at 96×54 differed.
// Rule: libavcodec's send/receive API (doc/examples/encode_video.c); x264's `asm` parameter (x264 --fullhelp: the CPU
// flags its assembly may use; 0 = plain C).
// Build: gcc -O2 x264_heap_state.c -o x264_heap_state $(pkg-config --cflags --libs libavcodec libavutil libswscale)
// Run:   ./x264_heap_state; ./x264_heap_state asm=0
//        ./x264_heap_state asm=MMX2,SSE,SSE2,SSE3,SSSE3,SSE4,SSE4.2,AVX,FMA3,LZCNT,BMI1,BMI2,AVX2
//        W=128 ./x264_heap_state; MALLOC_PERTURB_=85 ./x264_heap_state   (frame size from W and H, default 96×54)
// Encodes the same frames three times in one process (each encode frees all it allocated) and prints an FNV-1a
// digest of each bitstream; exit status 1 when they differ. On the build machine (AMD EPYC Zen 4, libx264 164, FFmpeg
// 5.1), 2026-12-04: with x264's default CPU detection (AVX-512 on) the first encode differs from the next two, run
// after run (ae563f66…, then 007ed0ab… twice); with `asm=0` or the AVX2 list (second Run line) all three are equal.
// Neither AVX-512 result is the AVX2 one (1403a41f…; here also the C one, which at other sizes differs from AVX2 by
// float rounding in the macroblock tree): the first, on fresh (zeroed) memory, is the one glibc's MALLOC_PERTURB_=255
// (every allocation zeroed) gives on all three; MALLOC_PERTURB_=85 and 170 give two other digests, each three times;
// glibc's mmap threshold does not decide it (GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072 or 32 MiB: still
// unequal). So x264's AVX-512 code reads memory it never initialised. Cause, x264 common/x86/mc-a2.asm
// `mbtree_propagate_list_internal` (INIT_ZMM avx512; the same in x264's current source): it takes 8 macroblocks
// per iteration and scatters all 8 into the reference frame's propagate costs, while the SSSE3/AVX/AVX2 versions
// leave theirs in a buffer from which common/x86/mc-c.c `PROPAGATE_LIST` adds only the row's `len`, like common/mc.c.
// A row of 96 px is 6 macroblocks, so each row also propagates 2 entries of the next row, and the last row 2 entries
// of the padding that common/frame.c adds past the arrays ("mbtree asm can overread the input buffers") and never
// clears. Widths that are multiples of 128 px (8 macroblocks: W=128, 256) give the AVX2 bytes with AVX-512 on, every
// time; 112×54 differs three ways; 800×450 (50 macroblocks a row) is stable here but not the AVX2 bytes. x264's
// `mbtree=0` also makes AVX-512 equal to AVX2 (at a cost in quality). anim passes libx264 the CPU's features less
// AVX-512 (Sources/Encode/X264Assembly.swift), which makes an AVX-512 machine write what every other machine does.
#include <libavcodec/avcodec.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int W = 96, H = 54;  // W and H from the environment
enum { N = 30 };

static uint64_t encode(const char *params) {
    const AVCodec *codec = avcodec_find_encoder_by_name("libx264");
    AVCodecContext *c = avcodec_alloc_context3(codec);
    c->width = W, c->height = H, c->pix_fmt = AV_PIX_FMT_YUV420P;
    c->time_base = (AVRational){1, 24}, c->framerate = (AVRational){24, 1};
    av_opt_set(c->priv_data, "crf", "18", 0);
    av_opt_set(c->priv_data, "preset", "medium", 0);
    if (params) av_opt_set(c->priv_data, "x264-params", params, 0);
    if (avcodec_open2(c, codec, NULL) < 0) exit(2);
    AVFrame *f = av_frame_alloc();
    f->format = c->pix_fmt, f->width = W, f->height = H;
    av_frame_get_buffer(f, 0);
    AVPacket *p = av_packet_alloc();
    // RGBA → yuv420p as Encode/PixelConverter.swift does it (flags of Encode/CodecPlan.swift, BT.709 full → limited).
    struct SwsContext *sws = sws_getContext(W, H, AV_PIX_FMT_RGBA, W, H, AV_PIX_FMT_YUV420P,
                                            SWS_BILINEAR | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP, NULL, NULL, NULL);
    sws_setColorspaceDetails(sws, sws_getCoefficients(SWS_CS_ITU709), 1, sws_getCoefficients(SWS_CS_ITU709), 0, 0,
                             1 << 16, 1 << 16);
    uint8_t *rgba = malloc(W * H * 4);
    uint64_t digest = 1469598103934665603ull;
    for (int i = 0; i <= N; i++) {
        if (i < N) {
            av_frame_make_writable(f);
            for (int y = 0; y < H; y++)  // a drifting gradient with a white bar moving 3 px per frame
                for (int x = 0; x < W; x++) {
                    uint8_t *q = rgba + (y * W + x) * 4, bar = x >= 3 * i && x < 3 * i + 6;
                    q[0] = bar ? 255 : (x + 3 * i) * 255 / (W + 300) % 256;
                    q[1] = bar ? 255 : y * 255 / H;
                    q[2] = bar ? 255 : (x + y + i) * 255 / (W + H + 100) % 256;
                    q[3] = 255;
                }
            const uint8_t *src[4] = {rgba, NULL, NULL, NULL};
            const int stride[4] = {W * 4, 0, 0, 0};
            sws_scale(sws, src, stride, 0, H, f->data, f->linesize);
            f->pts = i;
        }
        avcodec_send_frame(c, i < N ? f : NULL);
        while (avcodec_receive_packet(c, p) == 0) {
            for (int k = 0; k < p->size; k++) digest = (digest ^ p->data[k]) * 1099511628211ull;
            av_packet_unref(p);
        }
    }
    free(rgba);
    sws_freeContext(sws);
    av_packet_free(&p);
    av_frame_free(&f);
    avcodec_free_context(&c);
    return digest;
}

int main(int argc, char **argv) {
    av_log_set_level(AV_LOG_ERROR);
    if (getenv("W")) W = atoi(getenv("W"));
    if (getenv("H")) H = atoi(getenv("H"));
    const char *params = argc > 1 ? argv[1] : NULL;
    uint64_t first = 0;
    int differ = 0;
    for (int round = 0; round < 3; round++) {
        uint64_t d = encode(params);
        printf("encode %d: %016llx\n", round, (unsigned long long)d);
        if (round == 0) first = d; else differ |= d != first;
    }
    return differ;
}
