#!/usr/bin/env python3
# cdp_bridge.py: headless Chromium for PreviewTests, driven through the Chrome DevTools Protocol over
# --remote-debugging-pipe (https://chromedevtools.github.io/devtools-protocol/: JSON messages separated by NUL,
# commands read by the browser from fd 3, answers and events written to fd 4). Python 3 standard library only.
#
# usage: cdp_bridge.py CHROMIUM
# Then one JSON request per line on stdin, one JSON answer per line on stdout:
#   {"navigate": URL}            -> {"ok": true} once the page's load event fired
#   {"eval": JS, "timeout": S}   -> {"ok": VALUE} (the expression's value, promises awaited) or {"error": TEXT}
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


class Browser:
    def __init__(self, chromium):
        to_browser_r, to_browser_w = os.pipe()
        from_browser_r, from_browser_w = os.pipe()
        # Out of the way of 3 and 4, so the dup2 calls in the child cannot clobber each other.
        child_in = os.dup2(to_browser_r, 100) if to_browser_r != 100 else 100
        child_out = os.dup2(from_browser_w, 101) if from_browser_w != 101 else 101
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.profile = tempfile.mkdtemp(prefix="anim-cdp-")

        def wire():
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        self.proc = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
             "--no-default-browser-check", "--disable-extensions", "--force-color-profile=srgb",
             "--user-data-dir=" + self.profile, "--window-size=1280,1000", "about:blank"],
            pass_fds=(3, 4, child_in, child_out), preexec_fn=wire,
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(child_in)
        os.close(child_out)
        self.w = to_browser_w
        self.r = from_browser_r
        self.buffer = b""
        self.next_id = 0
        self.events = []
        targets = self.call("Target.getTargets")["targetInfos"]
        page = next((t for t in targets if t["type"] == "page"), None)
        target = page["targetId"] if page else self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable", session=True)
        self.call("Runtime.enable", session=True)

    def send(self, method, params=None, session=False):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self.w, json.dumps(message).encode() + b"\0")
        return self.next_id

    def read(self, deadline):
        while b"\0" not in self.buffer:
            if time.time() > deadline:
                raise TimeoutError("no answer from chromium")
            chunk = os.read(self.r, 1 << 20)
            if not chunk:
                raise EOFError("chromium closed the pipe")
            self.buffer += chunk
        raw, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(raw)

    def call(self, method, params=None, session=False, timeout=30):
        ident = self.send(method, params, session)
        deadline = time.time() + timeout
        while True:
            m = self.read(deadline)
            if m.get("id") == ident:
                if "error" in m:
                    raise RuntimeError(f"{method}: {m['error']}")
                return m.get("result", {})
            self.events.append(m)

    def navigate(self, url, timeout=30):
        self.events = []
        self.call("Page.navigate", {"url": url}, session=True)
        deadline = time.time() + timeout
        while not any(e.get("method") == "Page.loadEventFired" for e in self.events):
            self.events.append(self.read(deadline))
        return True

    def evaluate(self, expression, timeout=30):
        r = self.call("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True},
                      session=True, timeout=timeout)
        if "exceptionDetails" in r:
            d = r["exceptionDetails"]
            raise RuntimeError(d.get("exception", {}).get("description") or d.get("text"))
        return r["result"].get("value")

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def main():
    browser = Browser(sys.argv[1])
    try:
        for line in sys.stdin:
            request = json.loads(line)
            try:
                if "navigate" in request:
                    answer = {"ok": browser.navigate(request["navigate"])}
                else:
                    answer = {"ok": browser.evaluate(request["eval"], request.get("timeout", 30))}
            except Exception as e:  # the test reads the message
                answer = {"error": f"{type(e).__name__}: {e}"}
            sys.stdout.write(json.dumps(answer) + "\n")
            sys.stdout.flush()
    finally:
        browser.close()


if __name__ == "__main__":
    main()
