"""A canned HTTP server on 127.0.0.1 for end-to-end tests: every GET is answered with what the
test says, so that the built `sunsonic` meets hostile or huge answers no real server sends."""

from __future__ import annotations

import http.server
import json
import threading
import time
from typing import Callable
from urllib.parse import parse_qs, urlsplit

# (status, headers, body); the server adds Content-Length.
Answer = tuple[int, dict[str, str], bytes]


def envelope(payload: dict, open_subsonic: bool = False) -> bytes:
    """A successful Subsonic answer holding `payload` (marked OpenSubsonic when asked), as JSON."""
    marks = {"openSubsonic": True} if open_subsonic else {}
    return json.dumps({"subsonic-response": {"status": "ok", "version": "1.16.1",
                                             **marks, **payload}}).encode()


class CannedServer:
    """Answers `/…/ENDPOINT?QUERY` with `answer(endpoint, query)` (`.view` dropped from the
    endpoint, the query as `parse_qs` reads it). A body may be spread over `spread` seconds in
    30 pieces; `sent` is set once a whole body was written. Header values go out as their UTF-8
    bytes, as servers send them. Use as a context manager, or `start()` and `stop()`."""

    def __init__(self, answer: Callable[[str, dict], Answer], spread: float = 0.0) -> None:
        self.answer = answer
        self.spread = spread
        self.sent = threading.Event()
        owner = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True

            def do_GET(self) -> None:  # noqa: N802 (the standard library's name)
                parts = urlsplit(self.path)
                endpoint = parts.path.rsplit("/", 1)[-1].removesuffix(".view")
                status, headers, body = owner.answer(endpoint, parse_qs(parts.query))
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value.encode().decode("latin-1"))
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                try:
                    owner._write(self.wfile, body)
                    owner.sent.set()
                except OSError:
                    pass  # the client went away

            def log_message(self, *args) -> None:
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def _write(self, out, body: bytes) -> None:
        if self.spread <= 0:
            out.write(body)
            return
        pieces = 30
        size = len(body) // pieces + 1
        for index in range(pieces):
            out.write(body[index * size:(index + 1) * size])
            out.flush()
            time.sleep(self.spread / pieces)

    def start(self) -> "CannedServer":
        self.thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=5)

    def __enter__(self) -> "CannedServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
