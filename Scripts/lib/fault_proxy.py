#!/usr/bin/env python3
"""Fault-injecting HTTP reverse proxy for end-to-end reliability tests (stdlib only).

Sits between a client (``sunsonic``) and one upstream server on 127.0.0.1 and injects
one fault at a time. Raw sockets and one thread per connection, so that faults can be
placed at the byte level. Every answer towards the client ends with ``Connection: close``.

In-process use (tests)::

    proxy = FaultProxy(upstream="http://127.0.0.1:PORT", fault="status", status=503,
                       retry_after=2, fail_count=1).start()
    proxy.base_url                  # "http://127.0.0.1:PPORT": point the client here
    proxy.requests                  # snapshot list of RequestRecord (method, path, query,
                                    #   headers, time, ...), one per request received
    proxy.request_count, proxy.fault_count
    proxy.stop()                    # returns within 2 s, closes every connection

Faults (``fault=``) and their parameters (keyword arguments; the CLI takes
``--param name=value``)::

    none                pass through
    refused             nothing listens: base_url == closed_port_url(), a port held bound
                        but not listening (connects fail with ECONNREFUSED)
    reset-before-body   read the request, answer nothing (status_line=True: only the
                        status line), then reset the connection (SO_LINGER 0)
    reset-mid-body      relay the upstream head and half of its body, then reset
    stall               read the request, never answer; held until stop(), the client
                        closing, or stall_seconds (default 300)
    drip                relay the upstream answer one byte every drip_interval seconds
                        (default 0.2); only the body unless drip_headers=True
    status              answer `status` (default 503; 400..599) with an HTML body and
                        Content-Type text/html; retry_after=N adds Retry-After: N
    truncate            relay the upstream answer with its body cut to keep_fraction
                        (default 0.5) and a Content-Length matching the cut body
    huge                answer 200 with huge_bytes (default 256 MiB) of JSON-looking body
                        streamed from one small chunk; Content-Type is content_type or
                        application/json; huge_content_length=False sends it chunked
    content-type        relay the answer with Content-Type replaced by content_type
    redirect            answer redirect_status (default 302) with Location on ANOTHER host,
                        http://127.0.0.2:PORT2/<same path and query>, where a small listener
                        records every request (redirect_target_requests) and relays the
                        upstream's answer
    redirect-same-host  answer redirect_status with Location on the proxy itself under
                        redirect_prefix (default "/_redirected"), which maps back upstream

Parameters for every fault: fail_count=K (only the first K faultable requests get the
fault, later ones pass through), match_path=P (only requests whose path starts with P are
faultable; others pass through), upstream_timeout (default 30 s), client_timeout (default
30 s: idle limit on client sockets).

Requests under redirect_prefix are always passed through (with the prefix removed) and
never faulted. Upstream failures answer 502 text/plain with header X-Fault-Proxy.

Logging: logger "fault_proxy", off by default (NullHandler, no propagation); it logs the
method and path only, never the query string (Subsonic query strings carry credentials).

Command line (also Scripts/fault-proxy)::

    fault_proxy.py --upstream URL --fault NAME [--param k=v ...] [--port N] [--verbose]

prints PROXY_URL=http://127.0.0.1:PORT (and REDIRECT_TARGET_URL=... for `redirect`) and
runs until SIGINT or SIGTERM.
"""

from __future__ import annotations

import argparse
import dataclasses
import fcntl
import http.client
import logging
import select
import signal
import socket
import struct
import sys
import termios
import threading
import time
from typing import Any, Callable
from urllib.parse import parse_qs, urlsplit

__all__ = ["FaultProxy", "RequestRecord", "FAULTS", "PARAMS", "main"]

FAULTS = (
    "none", "refused", "reset-before-body", "reset-mid-body", "stall", "drip", "status",
    "truncate", "huge", "content-type", "redirect", "redirect-same-host",
)

MIB = 1 << 20


def _to_bool(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("1", "true", "yes", "on"):
        return True
    if text in ("0", "false", "no", "off"):
        return False
    raise ValueError(f"expected a boolean (true/false), got {value!r}")


def _to_int(value: Any) -> int:
    if isinstance(value, bool):
        raise ValueError("expected an integer, got a boolean")
    if isinstance(value, int):
        return value
    return int(str(value).strip(), 10)


def _to_float(value: Any) -> float:
    if isinstance(value, bool):
        raise ValueError("expected a number, got a boolean")
    return float(value)


# name -> (converter, default, check or None, description of the valid range)
PARAMS: dict[str, tuple[Callable[[Any], Any], Any, Callable[[Any], bool] | None, str]] = {
    "drip_interval": (_to_float, 0.2, lambda v: 0 <= v <= 60, "0..60 seconds"),
    "drip_headers": (_to_bool, False, None, "boolean"),
    "status": (_to_int, 503, lambda v: 400 <= v <= 599, "400..599"),
    "retry_after": (str, None, lambda v: v != "" and v.isprintable() and len(v) <= 64,
                    "a non-empty header value (seconds or HTTP date)"),
    "fail_count": (_to_int, None, lambda v: v >= 0, ">= 0"),
    "keep_fraction": (_to_float, 0.5, lambda v: 0 <= v < 1, "0 <= f < 1"),
    "huge_bytes": (_to_int, 256 * MIB, lambda v: 0 <= v <= 1 << 40, "0..1 TiB"),
    "huge_content_length": (_to_bool, True, None, "boolean"),
    "content_type": (str, None, lambda v: v != "" and v.isprintable() and len(v) <= 200,
                     "a non-empty header value"),
    "redirect_status": (_to_int, 302, lambda v: v in (301, 302, 303, 307, 308),
                        "301, 302, 303, 307 or 308"),
    "redirect_prefix": (str, "/_redirected",
                        lambda v: v.startswith("/") and len(v) > 1 and not v.endswith("/")
                        and "?" not in v and v.isprintable() and " " not in v,
                        "a path like /_redirected"),
    "status_line": (_to_bool, False, None, "boolean"),
    "match_path": (str, None, lambda v: v.startswith("/"), "a path starting with /"),
    "stall_seconds": (_to_float, 300.0, lambda v: 0 < v <= 3600, "0..3600 seconds"),
    "upstream_timeout": (_to_float, 30.0, lambda v: 0 < v <= 600, "0..600 seconds"),
    "client_timeout": (_to_float, 30.0, lambda v: 0 < v <= 600, "0..600 seconds"),
}

MAX_HEAD = 64 * 1024           # request line + headers
MAX_REQUEST_BODY = 16 * MIB
MAX_BUFFERED_BODY = 64 * MIB   # truncate / reset-mid-body hold the whole upstream body
MAX_CONNECTIONS = 64           # per listener; more are closed at once
STOP_BUDGET = 1.5              # seconds stop() spends waiting for threads
CHUNK = 64 * 1024

HOP_BY_HOP = frozenset({
    "connection", "keep-alive", "proxy-connection", "proxy-authenticate", "proxy-authorization",
    "te", "trailer", "trailers", "transfer-encoding", "upgrade",
})

REASONS = {
    301: "Moved Permanently", 302: "Found", 303: "See Other", 307: "Temporary Redirect",
    308: "Permanent Redirect",
}

HUGE_PREFIX = b'{"subsonic-response":{"status":"ok","version":"1.16.1","x":"'
HUGE_SUFFIX = b'"}}'

log = logging.getLogger("fault_proxy")
log.addHandler(logging.NullHandler())
log.propagate = False  # off by default; enable with enable_logging() or the CLI's --verbose


def enable_logging(stream=None, level: int = logging.INFO) -> logging.Handler:
    """Send the proxy's log lines (method and path only) to ``stream`` (default stderr)."""
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(logging.Formatter("fault-proxy: %(message)s"))
    log.addHandler(handler)
    log.setLevel(level)
    return handler


def _printable(text: str, limit: int = 200) -> str:
    return "".join(c if 0x21 <= ord(c) <= 0x7E else "?" for c in text[:limit])


# --------------------------------------------------------------------------- records

@dataclasses.dataclass(frozen=True, repr=False)
class RequestRecord:
    """One request as received. ``query`` maps each name to its values (in order);
    ``headers`` has lower-case names (repeated headers joined with ", ")."""

    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    time: float                 # time.time() when the request head was read
    monotonic: float            # time.monotonic() at the same moment
    body: bytes
    faulted: bool               # whether the fault was applied to this request
    listener: str               # "proxy" or "redirect-target"

    def param(self, name: str) -> str | None:
        """The last value of query parameter ``name``, or None."""
        values = self.query.get(name)
        return values[-1] if values else None

    def __repr__(self) -> str:  # never shows query values or header values (credentials)
        return (f"RequestRecord({self.method} {self.path} query-names={sorted(self.query)} "
                f"header-names={sorted(self.headers)} body={len(self.body)}B "
                f"faulted={self.faulted} listener={self.listener})")


class _BadRequest(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


class _Stopped(Exception):
    pass


@dataclasses.dataclass
class _Request:
    method: str
    target: str          # path and query, as received (origin form)
    path: str
    query_string: str
    headers: list[tuple[str, str]]
    body: bytes


def _header(headers: list[tuple[str, str]], name: str) -> str | None:
    name = name.lower()
    for key, value in headers:
        if key.lower() == name:
            return value
    return None


class _Reader:
    """Buffered, deadline-bounded reads from a client socket."""

    def __init__(self, sock: socket.socket, deadline: float):
        self.sock = sock
        self.buf = bytearray()
        self.deadline = deadline

    def _fill(self) -> bool:
        if time.monotonic() > self.deadline:
            raise _BadRequest(408, "request not complete in time")
        chunk = self.sock.recv(CHUNK)
        if not chunk:
            return False
        self.buf += chunk
        return True

    def until(self, marker: bytes, limit: int) -> bytes | None:
        start = 0
        for _ in range(limit + 2):  # each pass adds >= 1 byte, returns or raises
            index = self.buf.find(marker, start)
            if index >= 0:
                out = bytes(self.buf[:index])
                del self.buf[:index + len(marker)]
                return out
            if len(self.buf) > limit:
                raise _BadRequest(431, "request head too large")
            start = max(0, len(self.buf) - len(marker) + 1)
            if not self._fill():
                return None
        raise _BadRequest(431, "request head too large")

    def exact(self, count: int) -> bytes:
        for _ in range(count + 2):
            if len(self.buf) >= count:
                out = bytes(self.buf[:count])
                del self.buf[:count]
                return out
            if not self._fill():
                raise _BadRequest(400, "request body ended early")
        raise _BadRequest(400, "request body ended early")


def _read_request(sock: socket.socket, timeout: float) -> _Request | None:
    """The next request on ``sock`` (body fully read), or None if the client sent nothing."""
    reader = _Reader(sock, time.monotonic() + timeout)
    head = reader.until(b"\r\n\r\n", MAX_HEAD)
    if head is None:
        if reader.buf:
            raise _BadRequest(400, "connection closed inside the request head")
        return None
    lines = head.decode("iso-8859-1").split("\r\n")
    parts = lines[0].split(" ")
    if len(parts) != 3 or not parts[2].startswith("HTTP/1."):
        raise _BadRequest(400, "malformed request line")
    method, target, _version = parts
    if not method.isalpha() or not method.isupper():
        raise _BadRequest(400, "malformed method")
    if target.startswith(("http://", "https://")):  # absolute form: keep path and query
        split = urlsplit(target)
        target = (split.path or "/") + (f"?{split.query}" if split.query else "")
    if not target.startswith("/"):
        raise _BadRequest(400, "unsupported request target")
    headers: list[tuple[str, str]] = []
    for line in lines[1:]:
        if line[:1] in (" ", "\t") and headers:  # obsolete folding
            name, value = headers[-1]
            headers[-1] = (name, f"{value} {line.strip()}")
            continue
        name, sep, value = line.partition(":")
        if not sep or not name or name != name.strip():
            raise _BadRequest(400, "malformed header line")
        headers.append((name, value.strip()))

    body = b""
    transfer = (_header(headers, "Transfer-Encoding") or "").lower()
    length_text = _header(headers, "Content-Length")
    if _header(headers, "Expect") and _header(headers, "Expect").lower() == "100-continue" \
            and (transfer or (length_text or "0").strip() != "0"):
        sock.sendall(b"HTTP/1.1 100 Continue\r\n\r\n")
    if "chunked" in transfer:
        pieces, total = [], 0
        for _ in range(MAX_REQUEST_BODY + 1):
            size_line = reader.until(b"\r\n", 1024)
            if size_line is None:
                raise _BadRequest(400, "chunked body ended early")
            try:
                size = int(size_line.split(b";", 1)[0].strip(), 16)
            except ValueError:
                raise _BadRequest(400, "malformed chunk size") from None
            if size == 0:
                for _ in range(100):  # trailers up to the empty line
                    trailer = reader.until(b"\r\n", 8192)
                    if not trailer:
                        break
                break
            total += size
            if total > MAX_REQUEST_BODY:
                raise _BadRequest(413, "request body too large")
            pieces.append(reader.exact(size))
            if reader.exact(2) != b"\r\n":
                raise _BadRequest(400, "malformed chunk")
        body = b"".join(pieces)
    elif length_text is not None:
        try:
            length = int(length_text.strip())
        except ValueError:
            raise _BadRequest(400, "malformed Content-Length") from None
        if length < 0:
            raise _BadRequest(400, "malformed Content-Length")
        if length > MAX_REQUEST_BODY:
            raise _BadRequest(413, "request body too large")
        body = reader.exact(length) if length else b""
    path, _, query = target.partition("?")
    return _Request(method, target, path, query, headers, body)


def _head_bytes(status: int, reason: str, headers: list[tuple[str, str]]) -> bytes:
    lines = [f"HTTP/1.1 {status} {reason}".rstrip()]
    for name, value in headers:
        lines.append(f"{name}: {value.replace(chr(13), ' ').replace(chr(10), ' ')}")
    lines.append("Connection: close")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("iso-8859-1", "replace")


def _simple_answer(status: int, reason: str, content_type: str, body: bytes,
                   extra: list[tuple[str, str]] = ()) -> bytes:
    headers = [("Content-Type", content_type), ("Content-Length", str(len(body))),
               *extra]
    return _head_bytes(status, reason, headers) + body


def _reset(sock: socket.socket) -> None:
    """Close with SO_LINGER 0: the kernel sends RST instead of FIN."""
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    except OSError:
        pass
    try:
        sock.close()
    except OSError:
        pass


def _unsent_bytes(sock: socket.socket) -> int:
    try:
        buf = fcntl.ioctl(sock.fileno(), termios.TIOCOUTQ, b"\0\0\0\0")
        return struct.unpack("i", buf)[0]
    except (OSError, ValueError):
        return 0


def _is_loopback_host(host: str) -> bool:
    return host in ("localhost", "::1") or host.startswith("127.")


def _status_page(status: int) -> tuple[str, bytes]:
    reason = http.client.responses.get(status, "Error")
    body = (f"<!DOCTYPE html>\n<html><head><title>{status} {reason}</title></head>\n"
            f"<body><h1>{status} {reason}</h1><p>The server is temporarily unable to "
            f"answer.</p><hr><center>fault-proxy</center></body></html>\n").encode()
    return reason, body


# --------------------------------------------------------------------------- listener

class _Listener:
    """One listening socket with an accept thread; a thread per connection."""

    def __init__(self, owner: "FaultProxy", host: str, port: int, name: str,
                 handler: Callable[[socket.socket], None]):
        self.owner = owner
        self.name = name
        self.handler = handler
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            self.sock.bind((host, port))
            self.sock.listen(64)
        except OSError:
            self.sock.close()
            raise
        self.sock.settimeout(0.1)
        self.host, self.port = self.sock.getsockname()[:2]
        self.thread = threading.Thread(target=self._accept_loop, daemon=True,
                                       name=f"fault-proxy-{name}:{self.port}")
        self.active = 0
        self._lock = threading.Lock()

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def start(self) -> None:
        self.thread.start()

    def _accept_loop(self) -> None:
        stopping = self.owner._stopping
        while not stopping.is_set():  # lives until stop(); each pass waits <= 0.1 s
            try:
                conn, _addr = self.sock.accept()
            except (socket.timeout, BlockingIOError):
                continue
            except OSError:
                if stopping.is_set():
                    break
                time.sleep(0.05)
                continue
            with self._lock:
                if self.active >= MAX_CONNECTIONS or stopping.is_set():
                    conn.close()
                    continue
                self.active += 1
            thread = threading.Thread(target=self._serve, args=(conn,), daemon=True,
                                      name=f"fault-proxy-{self.name}-conn")
            self.owner._track_thread(thread)
            thread.start()

    def _serve(self, conn: socket.socket) -> None:
        self.owner._track(conn, True)
        try:
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            conn.settimeout(self.owner.params["client_timeout"])
            self.handler(conn)
        except (OSError, _Stopped):
            pass
        except Exception as exc:  # never let one connection kill the proxy
            log.warning("internal error: %s: %s", type(exc).__name__, exc)
        finally:
            self.owner._track(conn, False)
            try:
                conn.close()
            except OSError:
                pass
            with self._lock:
                self.active -= 1

    def close(self) -> None:
        try:
            self.sock.close()
        except OSError:
            pass


# --------------------------------------------------------------------------- the proxy

class FaultProxy:
    """A reverse proxy to ``upstream`` that injects ``fault``; see the module docstring."""

    def __init__(self, upstream: str, fault: str = "none", host: str = "127.0.0.1",
                 port: int = 0, redirect_host: str = "127.0.0.2", **params: Any):
        split = urlsplit(upstream)
        if split.scheme != "http" or not split.hostname:
            raise ValueError(f"upstream must be an http:// URL, got {upstream!r}")
        if not _is_loopback_host(split.hostname):
            raise ValueError(f"upstream host must be loopback, got {split.hostname!r}")
        if split.query or split.fragment:
            raise ValueError("upstream URL must not have a query or fragment")
        try:
            up_port = split.port or 80
        except ValueError:
            raise ValueError(f"upstream URL has an invalid port: {upstream!r}") from None
        if fault not in FAULTS:
            raise ValueError(f"unknown fault {fault!r}; known: {', '.join(FAULTS)}")
        if not _is_loopback_host(host):
            raise ValueError(f"listen host must be loopback, got {host!r}")
        unknown = sorted(set(params) - set(PARAMS))
        if unknown:
            raise ValueError(f"unknown parameter(s) {', '.join(unknown)}; "
                             f"known: {', '.join(PARAMS)}")
        self.params: dict[str, Any] = {}
        for name, (convert, default, check, valid) in PARAMS.items():
            if name not in params or params[name] is None:
                self.params[name] = default
                continue
            try:
                value = convert(params[name])
            except (TypeError, ValueError):
                raise ValueError(f"parameter {name} must be {valid}, got {params[name]!r}") \
                    from None
            if check is not None and not check(value):
                raise ValueError(f"parameter {name} must be {valid}, got {params[name]!r}")
            self.params[name] = value
        if fault == "content-type" and self.params["content_type"] is None:
            raise ValueError("fault content-type needs the parameter content_type")

        self.upstream = upstream.rstrip("/")
        self.fault = fault
        self._up_host = split.hostname
        self._up_port = up_port
        self._up_netloc = split.netloc
        self._up_prefix = split.path.rstrip("/")
        self._host, self._port = host, port
        self._redirect_host = redirect_host

        self._stopping = threading.Event()
        self._lock = threading.Lock()
        self._requests: list[RequestRecord] = []
        self._target_requests: list[RequestRecord] = []
        self._faultable_seen = 0
        self._faults = 0
        self._huge_sent = 0
        self._sockets: set[socket.socket] = set()
        self._threads: list[threading.Thread] = []
        self._listener: _Listener | None = None
        self._target: _Listener | None = None
        self._closed_port_sock: socket.socket | None = None
        self._started = False
        self._stopped = False

    # ---- lifecycle
    def start(self) -> "FaultProxy":
        if self._started:
            raise RuntimeError("FaultProxy already started")
        self._started = True
        try:
            if self.fault == "refused":
                self.closed_port_url()
            else:
                self._listener = _Listener(self, self._host, self._port, "proxy",
                                           self._handle_proxy)
                if self.fault == "redirect":
                    try:
                        self._target = _Listener(self, self._redirect_host, 0,
                                                 "redirect-target", self._handle_target)
                    except OSError as exc:
                        raise OSError(exc.errno, f"cannot listen on {self._redirect_host} for "
                                      f"the redirect target: {exc.strerror or exc}") from None
                    self._target.start()
                self._listener.start()
        except BaseException:
            self.stop()
            raise
        return self

    def stop(self) -> None:
        """Stop listening, close every connection (stalled ones too); returns within ~1.6 s."""
        if self._stopped:
            return
        self._stopped = True
        deadline = time.monotonic() + STOP_BUDGET
        self._stopping.set()
        for listener in (self._listener, self._target):
            if listener is not None:
                listener.close()
        with self._lock:
            sockets = list(self._sockets)
            threads = list(self._threads)
        for sock in sockets:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        for listener in (self._listener, self._target):
            if listener is not None and listener.thread.is_alive():
                listener.thread.join(max(0.0, deadline - time.monotonic()))
        for thread in threads:
            thread.join(max(0.0, deadline - time.monotonic()))
        with self._lock:
            leftovers = list(self._sockets)
        for sock in leftovers:  # threads that did not finish in time: close under them
            try:
                sock.close()
            except OSError:
                pass
        if self._closed_port_sock is not None:
            self._closed_port_sock.close()

    def __enter__(self) -> "FaultProxy":
        return self.start() if not self._started else self

    def __exit__(self, *exc) -> None:
        self.stop()

    # ---- public state
    @property
    def base_url(self) -> str:
        """Where the client should send requests ("http://127.0.0.1:PORT").
        For fault "refused" this is closed_port_url()."""
        if self.fault == "refused" or self._listener is None:
            return self.closed_port_url()
        return self._listener.url

    @property
    def redirect_target_url(self) -> str | None:
        return self._target.url if self._target else None

    @property
    def requests(self) -> list[RequestRecord]:
        with self._lock:
            return list(self._requests)

    @property
    def redirect_target_requests(self) -> list[RequestRecord]:
        with self._lock:
            return list(self._target_requests)

    @property
    def request_count(self) -> int:
        with self._lock:
            return len(self._requests)

    @property
    def fault_count(self) -> int:
        """Requests that got the fault."""
        with self._lock:
            return self._faults

    @property
    def huge_bytes_sent(self) -> int:
        """Body bytes the `huge` fault has written so far (all connections)."""
        with self._lock:
            return self._huge_sent

    @property
    def active_connections(self) -> int:
        return sum(l.active for l in (self._listener, self._target) if l is not None)

    def reset(self) -> None:
        """Forget recorded requests and restart the fail_count budget."""
        with self._lock:
            self._requests.clear()
            self._target_requests.clear()
            self._faultable_seen = 0
            self._faults = 0

    def closed_port_url(self) -> str:
        """A URL on 127.0.0.1 where nothing listens: the port is held bound (never
        listening) until stop(), so no one else can take it; connects get ECONNREFUSED."""
        if self._closed_port_sock is None:
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.bind(("127.0.0.1", 0))
            self._closed_port_sock = sock
        return f"http://127.0.0.1:{self._closed_port_sock.getsockname()[1]}"

    # ---- bookkeeping
    def _track(self, sock: socket.socket, add: bool) -> None:
        with self._lock:
            (self._sockets.add if add else self._sockets.discard)(sock)
        if add and self._stopping.is_set():
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def _track_thread(self, thread: threading.Thread) -> None:
        with self._lock:
            self._threads = [t for t in self._threads if t.is_alive()]
            self._threads.append(thread)

    def _record(self, req: _Request, faulted: bool, listener: str) -> RequestRecord:
        headers: dict[str, str] = {}
        for name, value in req.headers:
            key = name.lower()
            headers[key] = f"{headers[key]}, {value}" if key in headers else value
        record = RequestRecord(
            method=req.method, path=req.path,
            query=parse_qs(req.query_string, keep_blank_values=True, errors="replace"),
            headers=headers, time=time.time(), monotonic=time.monotonic(), body=req.body,
            faulted=faulted, listener=listener)
        with self._lock:
            (self._requests if listener == "proxy" else self._target_requests).append(record)
        return record

    def _decide_fault(self, req: _Request) -> bool:
        if self.fault == "none":
            return False
        match = self.params["match_path"]
        if match is not None and not req.path.startswith(match):
            return False
        with self._lock:
            self._faultable_seen += 1
            limit = self.params["fail_count"]
            if limit is not None and self._faultable_seen > limit:
                return False
            self._faults += 1
            return True

    # ---- connection handlers
    def _handle_target(self, conn: socket.socket) -> None:
        req = self._read(conn)
        if req is None:
            return
        self._record(req, False, "redirect-target")
        log.info("%s %s (redirect target) -> pass", _printable(req.method, 20),
                 _printable(req.path))
        self._pass_through(conn, req, req.target)
        self._finish(conn)

    def _handle_proxy(self, conn: socket.socket) -> None:
        req = self._read(conn)
        if req is None:
            return
        prefix = self.params["redirect_prefix"]
        if req.path == prefix or req.path.startswith(prefix + "/"):
            self._record(req, False, "proxy")
            log.info("%s %s -> pass (redirected)", _printable(req.method, 20),
                     _printable(req.path))
            rest = req.target[len(prefix):]
            self._pass_through(conn, req, rest if rest.startswith("/") else "/" + rest)
            self._finish(conn)
            return
        faulted = self._decide_fault(req)
        self._record(req, faulted, "proxy")
        log.info("%s %s -> %s", _printable(req.method, 20), _printable(req.path),
                 self.fault if faulted else "pass")
        if not faulted:
            self._pass_through(conn, req, req.target)
            self._finish(conn)
            return
        action = getattr(self, "_fault_" + self.fault.replace("-", "_"))
        if action(conn, req) is not False:
            self._finish(conn)

    def _read(self, conn: socket.socket) -> _Request | None:
        try:
            return _read_request(conn, self.params["client_timeout"])
        except _BadRequest as exc:
            log.info("bad request: %s", exc)
            reason = http.client.responses.get(exc.status, "Bad Request")
            try:
                conn.sendall(_simple_answer(exc.status, reason, "text/plain; charset=utf-8",
                                            f"fault-proxy: {exc}\n".encode()))
            except OSError:
                pass
            return None
        except (socket.timeout, OSError):
            return None

    def _finish(self, conn: socket.socket) -> None:
        """Graceful close: FIN, then drain briefly so unread client bytes cause no RST."""
        try:
            conn.shutdown(socket.SHUT_WR)
            conn.settimeout(0.2)
            deadline = time.monotonic() + 0.5
            for _ in range(64):
                if time.monotonic() > deadline or not conn.recv(CHUNK):
                    break
        except OSError:
            pass

    # ---- upstream
    def _open_upstream(self, req: _Request, target: str):
        """(connection, response) from the upstream, or None after answering 502."""
        up = http.client.HTTPConnection(self._up_host, self._up_port,
                                        timeout=self.params["upstream_timeout"])
        try:
            up.connect()
            self._track(up.sock, True)
            up.putrequest(req.method, self._up_prefix + target, skip_host=True,
                          skip_accept_encoding=True)
            for name, value in req.headers:
                lower = name.lower()
                if lower in HOP_BY_HOP or lower in ("host", "content-length", "expect"):
                    continue
                up.putheader(name, value)
            up.putheader("Host", self._up_netloc)
            if req.body or req.method in ("POST", "PUT", "PATCH"):
                up.putheader("Content-Length", str(len(req.body)))
            up.putheader("Connection", "close")
            up.endheaders(req.body or None)
            return up, up.getresponse()
        except (OSError, http.client.HTTPException, ValueError) as exc:
            self._close_upstream(up)
            if self._stopping.is_set():
                raise _Stopped() from None
            log.info("upstream error for %s %s: %s", _printable(req.method, 20),
                     _printable(req.path), type(exc).__name__)
            return None, exc

    def _close_upstream(self, up: http.client.HTTPConnection) -> None:
        sock = up.sock
        if sock is not None:
            self._track(sock, False)
        try:
            up.close()
        except OSError:
            pass

    def _upstream_failed(self, conn: socket.socket, exc: BaseException) -> None:
        body = f"fault-proxy: upstream failed: {type(exc).__name__}\n".encode()
        conn.sendall(_simple_answer(502, "Bad Gateway", "text/plain; charset=utf-8", body,
                                    [("X-Fault-Proxy", "upstream-error")]))

    @staticmethod
    def _relay_headers(resp: http.client.HTTPResponse,
                       content_type: str | None = None) -> list[tuple[str, str]]:
        connection_tokens = set()
        for name, value in resp.getheaders():
            if name.lower() == "connection":
                connection_tokens.update(t.strip().lower() for t in value.split(","))
        out = []
        for name, value in resp.getheaders():
            lower = name.lower()
            if lower in HOP_BY_HOP or lower in connection_tokens or lower == "content-length":
                continue
            if lower == "content-type" and content_type is not None:
                continue
            out.append((name, value))
        if content_type is not None:
            out.append(("Content-Type", content_type))
        return out

    @staticmethod
    def _has_body(req: _Request, resp: http.client.HTTPResponse) -> bool:
        return not (req.method == "HEAD" or resp.status in (204, 304) or resp.status < 200)

    def _read_all(self, resp: http.client.HTTPResponse) -> bytes:
        pieces, total = [], 0
        for _ in range(MAX_BUFFERED_BODY + 2):  # read1 returns >= 1 byte or b""
            if self._stopping.is_set():
                raise _Stopped()
            piece = resp.read1(CHUNK)
            if not piece:
                return b"".join(pieces)
            total += len(piece)
            if total > MAX_BUFFERED_BODY:
                raise http.client.HTTPException("upstream body too large to buffer")
            pieces.append(piece)
        raise http.client.HTTPException("upstream body too large to buffer")

    def _pass_through(self, conn: socket.socket, req: _Request, target: str,
                      content_type: str | None = None,
                      sink: Callable[[bytes], None] | None = None,
                      head_sink: Callable[[bytes], None] | None = None) -> None:
        """Relay the upstream answer, streaming. Known length: same Content-Length;
        unknown (chunked or close-delimited upstream): chunked towards the client."""
        up, resp = self._open_upstream(req, target)
        if up is None:
            self._upstream_failed(conn, resp)
            return
        send = sink or conn.sendall
        send_head = head_sink or conn.sendall
        try:
            headers = self._relay_headers(resp, content_type)
            length = resp.getheader("Content-Length")
            known = resp.length  # None when chunked or close-delimited
            if not self._has_body(req, resp):
                if length is not None:
                    headers.append(("Content-Length", length.strip()))
                send_head(_head_bytes(resp.status, resp.reason, headers))
                return
            if known is not None:
                headers.append(("Content-Length", str(known)))
            else:
                headers.append(("Transfer-Encoding", "chunked"))
            send_head(_head_bytes(resp.status, resp.reason, headers))
            limit = (known if known is not None else 1 << 40) + 2
            for _ in range(limit):  # each pass relays >= 1 byte or ends
                if self._stopping.is_set():
                    raise _Stopped()
                piece = resp.read1(CHUNK)
                if not piece:
                    break
                send(piece if known is not None
                     else b"%x\r\n" % len(piece) + piece + b"\r\n")
            if known is None:
                send(b"0\r\n\r\n")
        except (http.client.HTTPException, socket.timeout) as exc:
            log.info("upstream answer broke for %s %s: %s", _printable(req.method, 20),
                     _printable(req.path), type(exc).__name__)
            raise _Stopped() from None  # the head is out: the client sees a cut answer
        finally:
            self._close_upstream(up)

    def _buffered_upstream(self, conn: socket.socket, req: _Request):
        """(status, reason, headers without Content-Length, body, has_body) or None."""
        up, resp = self._open_upstream(req, req.target)
        if up is None:
            self._upstream_failed(conn, resp)
            return None
        try:
            headers = self._relay_headers(resp)
            has_body = self._has_body(req, resp)
            body = self._read_all(resp) if has_body else b""
            if not has_body and resp.getheader("Content-Length") is not None:
                headers.append(("Content-Length", resp.getheader("Content-Length").strip()))
            return resp.status, resp.reason, headers, body, has_body
        except (http.client.HTTPException, socket.timeout, OSError) as exc:
            if self._stopping.is_set():
                raise _Stopped() from None
            self._upstream_failed(conn, exc)
            return None
        finally:
            self._close_upstream(up)

    # ---- faults (return False when the connection must not be closed gracefully)
    def _fault_reset_before_body(self, conn: socket.socket, req: _Request):
        if self.params["status_line"]:
            conn.sendall(b"HTTP/1.1 200 OK\r\n")
            self._wait_sent(conn)
        _reset(conn)
        return False

    def _wait_sent(self, conn: socket.socket, limit: float = 2.0) -> None:
        deadline = time.monotonic() + limit
        for _ in range(int(limit / 0.01) + 1):
            if _unsent_bytes(conn) == 0 or time.monotonic() > deadline \
                    or self._stopping.is_set():
                break
            time.sleep(0.01)
        time.sleep(0.05)  # let the client take the bytes before the RST follows them

    def _fault_reset_mid_body(self, conn: socket.socket, req: _Request):
        got = self._buffered_upstream(conn, req)
        if got is None:
            return None
        status, reason, headers, body, has_body = got
        if has_body:
            headers.append(("Content-Length", str(len(body))))
        conn.sendall(_head_bytes(status, reason, headers) + body[:len(body) // 2])
        self._wait_sent(conn)
        _reset(conn)
        return False

    def _fault_stall(self, conn: socket.socket, req: _Request):
        deadline = time.monotonic() + self.params["stall_seconds"]
        for _ in range(int(self.params["stall_seconds"] / 0.2) + 2):
            remaining = deadline - time.monotonic()
            if remaining <= 0 or self._stopping.is_set():
                break
            readable, _, _ = select.select([conn], [], [], min(0.2, remaining))
            if readable:
                try:
                    if not conn.recv(CHUNK):
                        break  # the client went away
                except OSError:
                    break
        return False  # just close, no FIN-drain dance needed

    def _drip(self, conn: socket.socket, data: bytes) -> None:
        interval = self.params["drip_interval"]
        for i in range(len(data)):
            conn.sendall(data[i:i + 1])
            if self._stopping.wait(interval):
                raise _Stopped()

    def _fault_drip(self, conn: socket.socket, req: _Request):
        drip = lambda data: self._drip(conn, data)  # noqa: E731
        self._pass_through(conn, req, req.target, sink=drip,
                           head_sink=drip if self.params["drip_headers"] else None)

    def _fault_status(self, conn: socket.socket, req: _Request):
        status = self.params["status"]
        reason, body = _status_page(status)
        extra = []
        if self.params["retry_after"] is not None:
            extra.append(("Retry-After", self.params["retry_after"]))
        if req.method == "HEAD":
            conn.sendall(_head_bytes(status, reason, [("Content-Type", "text/html"),
                                                      ("Content-Length", str(len(body))),
                                                      *extra]))
        else:
            conn.sendall(_simple_answer(status, reason, "text/html", body, extra))

    def _fault_truncate(self, conn: socket.socket, req: _Request):
        got = self._buffered_upstream(conn, req)
        if got is None:
            return None
        status, reason, headers, body, has_body = got
        if has_body:
            body = body[:int(len(body) * self.params["keep_fraction"])]
            headers.append(("Content-Length", str(len(body))))
        conn.sendall(_head_bytes(status, reason, headers) + body)

    def _fault_huge(self, conn: socket.socket, req: _Request):
        total = self.params["huge_bytes"]
        chunked = not self.params["huge_content_length"]
        headers = [("Content-Type", self.params["content_type"] or "application/json")]
        headers.append(("Transfer-Encoding", "chunked") if chunked
                       else ("Content-Length", str(total)))
        conn.sendall(_head_bytes(200, "OK", headers))
        if req.method == "HEAD":
            return
        filler = b"A" * CHUNK

        def send(piece: bytes) -> None:
            if self._stopping.is_set():
                raise _Stopped()
            if chunked:
                conn.sendall(b"%x\r\n" % len(piece) + piece + b"\r\n")
            else:
                conn.sendall(piece)
            with self._lock:
                self._huge_sent += len(piece)

        if total < len(HUGE_PREFIX) + len(HUGE_SUFFIX):
            if total:
                send((HUGE_PREFIX + HUGE_SUFFIX)[:total])
        else:
            send(HUGE_PREFIX)
            remaining = total - len(HUGE_PREFIX) - len(HUGE_SUFFIX)
            for _ in range(remaining // CHUNK + 1):  # stops early if the client leaves
                if remaining <= 0:
                    break
                piece = filler if remaining >= CHUNK else filler[:remaining]
                send(piece)
                remaining -= len(piece)
            send(HUGE_SUFFIX)
        if chunked:
            conn.sendall(b"0\r\n\r\n")

    def _fault_content_type(self, conn: socket.socket, req: _Request):
        self._pass_through(conn, req, req.target, content_type=self.params["content_type"])

    def _redirect(self, conn: socket.socket, location: str) -> None:
        status = self.params["redirect_status"]
        body = f'<html><body><a href="{location}">moved</a></body></html>\n'.encode()
        conn.sendall(_simple_answer(status, REASONS[status], "text/html", body,
                                    [("Location", location)]))

    def _fault_redirect(self, conn: socket.socket, req: _Request):
        assert self._target is not None
        self._redirect(conn, self._target.url + req.target)

    def _fault_redirect_same_host(self, conn: socket.socket, req: _Request):
        assert self._listener is not None
        self._redirect(conn, self._listener.url + self.params["redirect_prefix"] + req.target)


# --------------------------------------------------------------------------- CLI

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="fault-proxy",
        description="Fault-injecting HTTP proxy for reliability tests. Prints "
                    "PROXY_URL=... and runs until SIGINT/SIGTERM.",
        epilog=f"faults: {', '.join(FAULTS)}; parameters: {', '.join(PARAMS)}")
    parser.add_argument("--upstream", required=True, help="http://127.0.0.1:PORT")
    parser.add_argument("--fault", required=True, choices=FAULTS, metavar="NAME")
    parser.add_argument("--param", action="append", default=[], metavar="K=V",
                        help="fault parameter, repeatable (e.g. status=502)")
    parser.add_argument("--port", type=int, default=0, help="listen port (0: any free)")
    parser.add_argument("--verbose", action="store_true",
                        help="log method and path of every request to stderr")
    args = parser.parse_args(argv)

    params: dict[str, str] = {}
    for item in args.param:
        name, sep, value = item.partition("=")
        if not sep or not name:
            print(f"fault-proxy: --param needs NAME=VALUE, got {item!r}", file=sys.stderr)
            return 2
        params[name.strip()] = value
    if not 0 <= args.port <= 65535:
        print(f"fault-proxy: --port must be 0..65535, got {args.port}", file=sys.stderr)
        return 2
    try:
        proxy = FaultProxy(upstream=args.upstream, fault=args.fault, port=args.port, **params)
    except ValueError as exc:
        print(f"fault-proxy: {exc}", file=sys.stderr)
        return 2
    if args.verbose:
        enable_logging()

    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    try:
        proxy.start()
    except OSError as exc:
        print(f"fault-proxy: cannot listen: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(f"PROXY_URL={proxy.base_url}", flush=True)
    if proxy.redirect_target_url:
        print(f"REDIRECT_TARGET_URL={proxy.redirect_target_url}", flush=True)
    while not stop.wait(0.5):  # runs until a signal
        pass
    proxy.stop()
    print(f"fault-proxy: stopped after {proxy.request_count} request(s), "
          f"{proxy.fault_count} faulted", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
