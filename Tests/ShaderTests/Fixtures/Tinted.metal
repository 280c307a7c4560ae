// Tinted.metal (seed 004)
#include <metal_stdlib>
using namespace metal;

[[ stitchable ]]
half4 tinted(float2 pos, half4 color, half4 tint) {
    return half4(color.rgb * tint.rgb, color.a);
}
