// PreviewPage.swift: the preview page, one self-contained HTML document (no external scripts, styles or fonts, so it
// works offline and the server's Content-Security-Policy can forbid everything else).
// Rule: frames are fetched as blobs and shown through object URLs (https://developer.mozilla.org/docs/Web/API/URL/
// createObjectURL_static), so prefetched frames are in memory, not in an HTTP cache the server marks no-store; reload
// is a long-poll of `/events?since=G` (https://developer.mozilla.org/docs/Web/API/Fetch_API), answered at once when
// the generation moved. Element ids are stable for tests: #frame, #overlay, #scrubber, #frame-number, #time, #play,
// #scale, #overlay-toggle, #error, #answer-key; `body[data-shown]` is `goodGeneration:frame:scale` of the frame on
// screen once its pixels are decoded. Status: complete for issue #23.

/// The HTML, CSS and JavaScript of `/`.
enum PreviewPage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>anim preview</title>
        <style>
        :root { color-scheme: dark; --fg: #e6e6e6; --dim: #9aa0aa; --bg: #15171c; --panel: #1f232b; --bad: #ff6b6b; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
        header { display: flex; gap: 1em; align-items: baseline; padding: 8px 14px; background: var(--panel); }
        header h1 { font-size: 15px; margin: 0; font-weight: 600; }
        #status { color: var(--dim); font-size: 12px; }
        main { padding: 12px 14px; }
        #stage { position: relative; display: inline-block; max-width: 100%; line-height: 0;
          background-color: #fff;
          background-image: conic-gradient(#ccc 25%, #fff 0 50%, #ccc 0 75%, #fff 0);
          background-size: 16px 16px; box-shadow: 0 0 0 1px #333; }
        #frame { display: block; max-width: 100%; height: auto; image-rendering: pixelated; }
        #overlay { position: absolute; left: 0; top: 0; width: 100%; height: 100%; pointer-events: none; }
        #overlay[hidden] { display: none; }
        #controls { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; margin: 10px 0; }
        #scrubber { flex: 1 1 320px; }
        #frame-number, #time { font-variant-numeric: tabular-nums; min-width: 7em; }
        button, select { font: inherit; color: var(--fg); background: var(--panel); border: 1px solid #444;
          border-radius: 4px; padding: 2px 10px; }
        #error { background: #2a1517; border: 1px solid var(--bad); border-radius: 4px; padding: 8px 12px;
          margin: 10px 0; }
        #error[hidden] { display: none; }
        #error .where { color: var(--bad); font-weight: 600; }
        #error pre { margin: 6px 0; font: 13px/1.35 ui-monospace, monospace; white-space: pre; overflow-x: auto; }
        #error .hint { color: #ffd479; }
        #answer-key { font: 12px/1.4 ui-monospace, monospace; border-collapse: collapse; margin-top: 8px; }
        #answer-key[hidden] { display: none; }
        #answer-key td, #answer-key th { padding: 2px 8px; border-bottom: 1px solid #333; text-align: right; }
        #answer-key td:first-child, #answer-key th:first-child { text-align: left; }
        .legend { color: var(--dim); font-size: 12px; }
        </style>
        </head>
        <body>
        <header><h1 id="scene-name">anim preview</h1><span id="status">connecting…</span></header>
        <main>
        <div id="error" role="alert" hidden>
          <div class="where" id="error-where"></div>
          <pre id="error-source"></pre>
          <div class="hint" id="error-hint"></div>
          <details><summary>as printed by anim</summary><pre id="error-rendered"></pre></details>
        </div>
        <div id="stage"><img id="frame" alt="current frame"><canvas id="overlay" hidden></canvas></div>
        <div id="controls">
          <button id="play" type="button" title="play/pause (space)">▶ play</button>
          <input id="scrubber" type="range" min="0" max="0" value="0" step="1" aria-label="frame">
          <span id="frame-number">frame 0</span>
          <span id="time">0.000 s</span>
          <label>scale <select id="scale"><option value="1">1×</option><option value="2">2×</option>
            <option value="3">3×</option></select></label>
          <label><input id="overlay-toggle" type="checkbox"> answer key</label>
        </div>
        <div class="legend" id="legend" hidden>answer key: <span style="color:#4cf">predicted</span> (snapped) and
          <span style="color:#f4c">measured</span> centre and moment-equivalent outline; errors in pixels and per cent
          of the predicted variance, as <code>anim check --json</code> reports them.</div>
        <table id="answer-key" hidden></table>
        </main>
        <script>
        "use strict";
        const $ = (id) => document.getElementById(id);
        const img = $("frame"), overlay = $("overlay"), scrubber = $("scrubber"), scaleSelect = $("scale");
        const state = { info: null, generation: -1, good: 0, frame: 0, scale: null, playing: false,
          overlay: false, want: 0 };
        const blobs = new Map();      // url -> Promise<objectURL>, most recently used last
        const BLOB_LIMIT = 240;

        function frameURL(n) {
          return `/frame/${n}.png?scale=${state.scale}&g=${state.good}`;
        }
        function fetchFrame(n) {
          const url = frameURL(n);
          let p = blobs.get(url);
          if (p) { blobs.delete(url); blobs.set(url, p); return p; }
          p = fetch(url).then(async (r) => {
            if (!r.ok) {
              let body = null;
              try { body = await r.json(); } catch (e) {}
              const err = new Error(body && body.message || ("HTTP " + r.status));
              err.located = body && body.error;
              throw err;
            }
            return URL.createObjectURL(await r.blob());
          });
          p.catch(() => blobs.delete(url));
          blobs.set(url, p);
          while (blobs.size > BLOB_LIMIT) {
            const [oldest, q] = blobs.entries().next().value;
            blobs.delete(oldest);
            q.then((u) => URL.revokeObjectURL(u), () => {});
          }
          return p;
        }
        function dropFrames() {
          for (const q of blobs.values()) q.then((u) => URL.revokeObjectURL(u), () => {});
          blobs.clear();
        }

        async function show(n) {
          const token = ++state.want;
          state.frame = n;
          scrubber.value = n;
          updateLabels();
          const key = `${state.good}:${n}:${state.scale}`;
          let url;
          try {
            url = await fetchFrame(n);
          } catch (e) {
            if (token === state.want) frameError(e);
            return false;
          }
          if (token !== state.want) return false;
          if (img.getAttribute("src") !== url) {
            img.src = url;
            try { await img.decode(); } catch (e) {}
          }
          if (token !== state.want) return false;
          document.body.dataset.shown = key;
          img.dataset.frame = n;
          if (state.overlay) drawAnswerKey(n);
          if (!state.info || !state.info.error) clearFrameError();
          return true;
        }

        let frameErrorShown = false;
        function frameError(e) {
          if (e.located) { showError(e.located); frameErrorShown = true; }
          else $("status").textContent = "frame failed: " + e.message;
        }
        function clearFrameError() {
          if (frameErrorShown) { showError(null); frameErrorShown = false; }
        }

        function updateLabels() {
          const info = state.info;
          const count = info && info.frameCount || 1;
          $("frame-number").textContent = `frame ${state.frame} / ${count - 1}`;
          const t = info && info.fps ? state.frame / info.fps : 0;
          $("time").textContent = `${t.toFixed(3)} s`;
        }

        function showError(err) {
          const box = $("error");
          if (!err) { box.hidden = true; return; }
          const where = err.line != null ? `${err.file}:${err.line}:${err.column}` : err.file;
          $("error-where").textContent = `${where}: error: ${err.message}`;
          $("error-source").textContent = err.sourceLine != null ? `${err.sourceLine}\\n${err.caret}` : "";
          $("error-hint").textContent = err.hint ? `hint: ${err.hint}` : "";
          $("error-rendered").textContent = err.rendered;
          box.hidden = false;
        }

        function applyInfo(info) {
          const goodChanged = info.goodGeneration !== state.good;
          state.info = info;
          state.generation = info.generation;
          $("scene-name").textContent = info.scene;
          document.body.dataset.generation = info.generation;
          showError(info.error);
          frameErrorShown = false;
          if (info.frameCount == null) {
            $("status").textContent = `generation ${info.generation} · no frame yet`;
            return;
          }
          if (state.scale == null) {
            state.scale = info.scale;
            if (![...scaleSelect.options].some((o) => Number(o.value) === info.scale)) {
              const o = new Option(`${info.scale}×`, String(info.scale));
              scaleSelect.add(o, 0);
            }
            scaleSelect.value = String(info.scale);
          }
          scrubber.max = info.frameCount - 1;
          if (state.frame > info.frameCount - 1) state.frame = info.frameCount - 1;
          $("status").textContent = `${info.width}×${info.height} px at ${info.scale}× · ${info.fpsText} fps · ` +
            `${info.frameCount} frames · generation ${info.generation}` + (info.error ? " (showing the last good frame)" : "");
          if (goodChanged) {
            state.good = info.goodGeneration;
            dropFrames();
            show(state.frame);
          }
          updateLabels();
        }

        async function poll() {
          for (;;) {
            try {
              const r = await fetch(`/events?since=${state.generation}`);
              if (!r.ok) throw new Error("HTTP " + r.status);
              applyInfo(await r.json());
            } catch (e) {
              $("status").textContent = "disconnected; retrying…";
              await new Promise((res) => setTimeout(res, 500));
            }
          }
        }

        // Play: one frame per 1/fps, with the next frames already asked for; a frame not ready yet is waited for.
        async function play() {
          const fps = state.info.fps, count = state.info.frameCount;
          let next = performance.now();
          while (state.playing) {
            const n = (state.frame + 1) % count;
            for (let k = 1; k <= 8; k++) fetchFrame((n + k) % count).catch(() => {});
            await show(n);
            next += 1000 / fps;
            const wait = next - performance.now();
            if (wait > 0) await new Promise((res) => setTimeout(res, wait));
            else next = performance.now();
          }
        }
        function setPlaying(on) {
          if (!state.info || state.info.frameCount == null) return;
          state.playing = on;
          $("play").textContent = on ? "❚❚ pause" : "▶ play";
          if (on) play();
        }

        // The answer key: each marker's predicted (snapped) and measured centre and the rectangle with the same
        // second moments (a w×h rectangle has variances w²/12, h²/12 along its axes).
        function outline(ctx, m) {
          const tr = (m.xx + m.yy) / 2, det = m.xx * m.yy - m.xy * m.xy;
          const d = Math.sqrt(Math.max(0, tr * tr - det));
          const l1 = tr + d, l2 = Math.max(0, tr - d);
          const angle = Math.abs(m.xy) < 1e-12 ? (m.xx >= m.yy ? 0 : Math.PI / 2) : Math.atan2(l1 - m.xx, m.xy);
          const w = Math.sqrt(12 * l1), h = Math.sqrt(12 * l2);
          ctx.save();
          ctx.translate(m.x, m.y);
          ctx.rotate(angle);
          ctx.strokeRect(-w / 2, -h / 2, w, h);
          ctx.restore();
          ctx.beginPath();
          ctx.moveTo(m.x - 6, m.y); ctx.lineTo(m.x + 6, m.y);
          ctx.moveTo(m.x, m.y - 6); ctx.lineTo(m.x, m.y + 6);
          ctx.stroke();
        }
        async function drawAnswerKey(n) {
          const scale = state.scale, good = state.good;
          let data;
          try {
            const r = await fetch(`/check/${n}.json?scale=${scale}&g=${good}`);
            if (!r.ok) return;
            data = await r.json();
          } catch (e) { return; }
          if (n !== state.frame || scale !== state.scale || good !== state.good || !state.overlay) return;
          overlay.width = img.naturalWidth;
          overlay.height = img.naturalHeight;
          const ctx = overlay.getContext("2d");
          ctx.clearRect(0, 0, overlay.width, overlay.height);
          const lw = Math.max(1, scale);
          const rows = ["<tr><th>marker</th><th>line</th><th>centre error px</th><th>snapped px</th>" +
            "<th>shape %</th></tr>"];
          const markers = data.frames.length ? data.frames[0].markers : [];
          for (const m of markers) {
            const p = m.predictedSnapped || m.predicted;
            ctx.lineWidth = lw;
            if (p) { ctx.strokeStyle = "#44ccff"; ctx.setLineDash([4 * lw, 3 * lw]); outline(ctx, p); }
            if (m.measured) { ctx.strokeStyle = "#ff44cc"; ctx.setLineDash([]); outline(ctx, m.measured); }
            const fmt = (v, k) => v == null ? "–" : v.toFixed(k);
            const label = `${fmt(m.centreErrorSnapped, 4)} px · ${fmt(m.shapeError == null ? null : 100 * m.shapeError, 3)} %`;
            const at = m.measured || p;
            if (at) {
              ctx.font = `${12 * lw}px ui-monospace, monospace`;
              ctx.fillStyle = "rgba(0,0,0,0.65)";
              const tw = ctx.measureText(label).width;
              ctx.fillRect(at.x + 8 * lw, at.y - 16 * lw, tw + 6 * lw, 16 * lw);
              ctx.fillStyle = "#fff";
              ctx.fillText(label, at.x + 11 * lw, at.y - 4 * lw);
            }
            const c = m.color;
            rows.push(`<tr><td><span style="color:rgb(${c[0]},${c[1]},${c[2]})">■</span> ${escapeHTML(m.chain)}</td>` +
              `<td>${m.line}:${m.column}</td><td>${fmt(m.centreError, 4)}</td><td>${fmt(m.centreErrorSnapped, 4)}</td>` +
              `<td>${fmt(m.shapeError == null ? null : 100 * m.shapeError, 4)}</td></tr>` +
              (m.reason ? `<tr><td colspan="5">${escapeHTML(m.reason)}</td></tr>` : ""));
          }
          $("answer-key").innerHTML = rows.join("");
          document.body.dataset.overlay = `${good}:${n}:${scale}`;
        }
        function escapeHTML(s) {
          return String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
        }

        scrubber.addEventListener("input", () => { setPlaying(false); show(Number(scrubber.value)); });
        $("play").addEventListener("click", () => setPlaying(!state.playing));
        scaleSelect.addEventListener("change", () => {
          state.scale = Number(scaleSelect.value);
          dropFrames();
          show(state.frame);
        });
        $("overlay-toggle").addEventListener("change", (e) => {
          state.overlay = e.target.checked;
          overlay.hidden = $("answer-key").hidden = $("legend").hidden = !state.overlay;
          if (state.overlay) drawAnswerKey(state.frame);
        });
        document.addEventListener("keydown", (e) => {
          if (e.target.tagName === "INPUT" && e.target.type !== "range" && e.target.type !== "checkbox") return;
          if (!state.info || state.info.frameCount == null) return;
          const count = state.info.frameCount;
          if (e.key === " ") { e.preventDefault(); setPlaying(!state.playing); }
          else if (e.key === "ArrowRight") { e.preventDefault(); setPlaying(false); show((state.frame + 1) % count); }
          else if (e.key === "ArrowLeft") { e.preventDefault(); setPlaying(false); show((state.frame + count - 1) % count); }
        });

        fetch("/info.json").then((r) => r.json()).then((info) => { applyInfo(info); poll(); },
          () => { $("status").textContent = "cannot reach the preview server"; });
        </script>
        </body>
        </html>
        """
}
