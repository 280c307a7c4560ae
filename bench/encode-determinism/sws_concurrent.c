// sws_concurrent.c: does libswscale give the same bytes when one SwsContext per frame converts frames on concurrent
// threads (the reverted EncoderInput: bench/README.md "RGBA → stored format on the render threads: the reverted
// test, looked into") as when one context converts them in sequence (VideoEncoder.send(rgba:))?
// Rule: swscale.h (one context per concurrent scaler); the contexts are set up as Encode/PixelConverter.swift and
// Encode/CodecPlan.swift do: SWS_BILINEAR | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP, BT.709 full → limited range.
// Build: gcc -O2 sws_concurrent.c -o sws_concurrent $(pkg-config --cflags --libs libswscale libavutil) -lpthread
// Run:   ./sws_concurrent yuv420p 300 && ./sws_concurrent yuva444p10le 300
// Prints how many of rounds × 12 frames differ in their visible samples; exit status 1 if any.
#include <libswscale/swscale.h>
#include <libavutil/frame.h>
#include <libavutil/pixdesc.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
enum { W = 96, H = 54, N = 12 };
static uint8_t rgba[N][W * H * 4];
static enum AVPixelFormat fmt;
static struct SwsContext *make(void) {
    struct SwsContext *c = sws_getContext(W, H, AV_PIX_FMT_RGBA, W, H, fmt,
        SWS_BILINEAR | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP, NULL, NULL, NULL);
    sws_setColorspaceDetails(c, sws_getCoefficients(SWS_CS_ITU709), 1, sws_getCoefficients(SWS_CS_ITU709), 0, 0,
        1 << 16, 1 << 16);
    return c;
}
static AVFrame *frame(void) {
    AVFrame *f = av_frame_alloc(); f->format = fmt; f->width = W; f->height = H; av_frame_get_buffer(f, 0); return f;
}
static void convert(struct SwsContext *c, int i, AVFrame *f) {
    const uint8_t *src[4] = { rgba[i], 0, 0, 0 }; int ss[4] = { W * 4, 0, 0, 0 };
    sws_scale(c, src, ss, 0, H, f->data, f->linesize);
}
struct job { struct SwsContext *c; int i; AVFrame *f; };
static void *run(void *p) { struct job *j = p; convert(j->c, j->i, j->f); return 0; }
// Compare the visible samples of two frames (widths in bytes from the pixel format's descriptor).
static int same(AVFrame *a, AVFrame *b) {
    const AVPixFmtDescriptor *d = av_pix_fmt_desc_get(fmt);
    int bytes = (d->comp[0].depth + 7) / 8;
    for (int p = 0; p < 4 && a->data[p]; p++) {
        int w = p == 1 || p == 2 ? AV_CEIL_RSHIFT(W, d->log2_chroma_w) : W;
        int h = p == 1 || p == 2 ? AV_CEIL_RSHIFT(H, d->log2_chroma_h) : H;
        for (int y = 0; y < h; y++)
            if (memcmp(a->data[p] + y * a->linesize[p], b->data[p] + y * b->linesize[p], w * bytes)) return 0;
    }
    return 1;
}
int main(int argc, char **argv) {
    fmt = av_get_pix_fmt(argv[1]);
    int rounds = atoi(argv[2]);
    for (int i = 0; i < N; i++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                uint8_t *p = rgba[i] + (y * W + x) * 4;
                int a = 255 - x * 255 / (W - 1);
                p[0] = (x * 255 / W + i * 7) * a / 255; p[1] = (y * 255 / H) * a / 255; p[2] = ((x + y + i) & 255) * a / 255;
                p[3] = a;
            }
    AVFrame *ref[N]; struct SwsContext *one = make();
    for (int i = 0; i < N; i++) { ref[i] = frame(); convert(one, i, ref[i]); }
    int bad = 0;
    for (int r = 0; r < rounds; r++) {
        struct job jobs[N]; pthread_t t[N];
        for (int i = 0; i < N; i++) { jobs[i] = (struct job){ make(), i, frame() }; }
        for (int i = 0; i < N; i++) pthread_create(&t[i], 0, run, &jobs[i]);
        for (int i = 0; i < N; i++) pthread_join(t[i], 0);
        for (int i = 0; i < N; i++) {
            if (!same(ref[i], jobs[i].f)) { bad++; fprintf(stderr, "round %d frame %d differs\n", r, i); }
            sws_freeContext(jobs[i].c); av_frame_free(&jobs[i].f);
        }
    }
    printf("%s: %d rounds x %d frames, %d differ\n", argv[1], rounds, N, bad);
    return bad != 0;
}
