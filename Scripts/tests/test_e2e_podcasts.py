"""End to end: `podcasts` and `podcast …` of the built `sunsonic` against a fake server.

Neither supysonic nor maneki implements podcasts (supysonic answers 404, maneki's endpoints are
stubs), so a canned server on 127.0.0.1 answers in the shapes of the OpenSubsonic
specification's examples (`PodcastChannel`, `PodcastEpisode`, `newestPodcasts`: numbers as
strings, dates with and without a zone) and keeps its channels, so that writes read back. Every
request is recorded: what was sent, and that nothing is sent for an unknown id.
"""

from __future__ import annotations

import copy
import json
import os
import shutil
import sys
import tempfile
import threading
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from canned_server import Answer, CannedServer, envelope  # noqa: E402
from e2e_fixtures import CLIAssertions, base_environment  # noqa: E402
from sunsonic_e2e import run_sunsonic  # noqa: E402

ESC = "\x1b[2J"
HOSTILE_TITLE = f"Night {ESC}Shift\u202e"
AUDIO = b"ID3" + bytes(range(256)) * 64

# The specification's PodcastChannel example, and a second channel whose feed failed.
CHANNELS = [
    {
        "id": "1",
        "url": "http://downloads.bbc.co.uk/podcasts/fivelive/drkarl/rss.xml",
        "title": "Dr Karl and the Naked Scientist",
        "description": "Dr Chris Smith aka The Naked Scientist with the latest news.",
        "coverArt": "pod-1",
        "status": "completed",
        "episode": [
            {"id": "34", "streamId": "523", "channelId": "1",
             "title": "Scorpions have re-evolved eyes", "description": "This week Dr Chris …",
             "publishDate": "2011-02-03T14:46:43", "status": "completed", "parent": "11",
             "isDir": "false", "year": "2011", "genre": "Podcast", "coverArt": "24",
             "size": "78421341", "contentType": "audio/mpeg", "suffix": "mp3",
             "duration": "3146", "bitRate": "128", "path": "Podcast/drkarl/20110203.mp3"},
            {"id": "35", "channelId": "1", "title": HOSTILE_TITLE,
             "description": f"desc {ESC}", "publishDate": "2011-02-10T14:46:43.000Z",
             "status": "new", "duration": "60"},
            {"id": "36", "channelId": "1", "title": "Skipped one", "status": "skipped"},
        ],
    },
    {"id": "3", "url": "https://example.com/404", "status": "error",
     "errorMessage": "Not Found"},
]


def failed(code: int, message: str) -> bytes:
    return json.dumps({"subsonic-response": {"status": "failed", "version": "1.16.1",
                                             "error": {"code": code, "message": message}}}).encode()


class PodcastServer:
    """The channels, the requests, and the answers in the specification's shapes."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.channels = copy.deepcopy(CHANNELS)
        self.requests: list[tuple[str, dict]] = []
        self.refuse_writes = False

    def answer(self, endpoint: str, query: dict) -> Answer:
        with self.lock:
            self.requests.append((endpoint, query))
            body = self._body(endpoint, {k: v[0] for k, v in query.items()})
        if isinstance(body, tuple):
            return body
        return 200, {"Content-Type": "application/json"}, body

    def _body(self, endpoint: str, query: dict):
        writes = {"refreshPodcasts", "createPodcastChannel", "deletePodcastChannel",
                  "downloadPodcastEpisode", "deletePodcastEpisode"}
        if self.refuse_writes and endpoint in writes:
            return failed(50, "User is not authorized for podcast administration")
        if endpoint == "getPodcasts":
            channels = copy.deepcopy(self.channels)
            if query.get("includeEpisodes") == "false":
                for channel in channels:
                    channel.pop("episode", None)
            if "id" in query:
                channels = [c for c in channels if c["id"] == query["id"]]
            return envelope({"podcasts": {"channel": channels}}, open_subsonic=True)
        if endpoint == "getNewestPodcasts":
            episodes = [e for c in self.channels for e in c.get("episode", [])]
            episodes.sort(key=lambda e: e.get("publishDate", ""), reverse=True)
            newest = {"newestPodcasts": {"episode": episodes[:int(query["count"])]}}
            return envelope(newest, open_subsonic=True)
        if endpoint == "createPodcastChannel":
            self.channels.append({"id": "7", "url": query["url"], "status": "new"})
        elif endpoint == "deletePodcastChannel":
            self.channels = [c for c in self.channels if c["id"] != query["id"]]
        elif endpoint in ("downloadPodcastEpisode", "deletePodcastEpisode"):
            for channel in self.channels:
                for episode in channel.get("episode", []):
                    if episode["id"] == query["id"]:
                        episode["status"] = ("downloading" if endpoint.startswith("download")
                                             else "deleted")
        elif endpoint == "stream":
            if query.get("id") != "523":
                return failed(70, "Song not found")
            return 200, {"Content-Type": "audio/mpeg"}, AUDIO
        return envelope({}, open_subsonic=True)

    def sent(self, endpoint: str) -> list[dict]:
        """The parameters of each call of `endpoint`, without the authentication's."""
        auth = {"u", "t", "s", "p", "v", "c", "f", "apiKey"}
        with self.lock:
            return [{k: v for k, v in q.items() if k not in auth}
                    for e, q in self.requests if e == endpoint]

    def endpoints(self) -> list[str]:
        with self.lock:
            return [e for e, _ in self.requests]


class PodcastsTests(CLIAssertions, unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.server = CannedServer(lambda e, q: (200, {}, envelope({}, open_subsonic=True))).start()
        cls.home = tempfile.mkdtemp(prefix="e2e-podcasts-")
        cls.env = {**base_environment(cls.home), "SUBSONIC_URL": cls.server.url,
                   "SUBSONIC_USER": "e2e-user", "SUBSONIC_PASSWORD": "e2e-podcast-password"}

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.stop()
        shutil.rmtree(cls.home, ignore_errors=True)

    def setUp(self) -> None:
        self.fake = PodcastServer()
        self.server.answer = self.fake.answer
        self.folder = tempfile.mkdtemp(prefix="e2e-podcasts-files-")

    def tearDown(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)

    def run_cli(self, args: list[str]):
        return run_sunsonic([*args, "--timeout", "5"], env=self.env, timeout=60, cwd=self.folder)

    def assert_safe(self, text: str) -> None:
        self.assertNotIn("\x1b", text)
        self.assertNotIn("\u202e", text)

    def test_podcasts_lists_the_channels_with_their_status(self):
        run = self.run_cli(["podcasts"])
        self.assertEqual(run.code, 0, run.err)
        self.assertIn("Dr Karl and the Naked Scientist", run.out)
        self.assertIn("error: Not Found", run.out)
        self.assertIn("https://example.com/404", run.out)
        self.assertEqual(self.fake.sent("getPodcasts"), [{"includeEpisodes": ["false"]}])
        document = json.loads(self.run_cli(["podcasts", "--json"]).out)
        self.assertEqual([c["id"] for c in document["channels"]], ["1", "3"])
        self.assertIsNone(document["channels"][0]["episodes"])
        self.assertEqual(document["channels"][1]["errorMessage"], "Not Found")

    def test_a_channels_episodes_are_shown_escaped_and_their_statuses_named(self):
        run = self.run_cli(["podcast", "1"])
        self.assertEqual(run.code, 0, run.err)
        self.assert_safe(run.out)
        self.assertIn("Scorpions have re-evolved eyes", run.out)
        for status in ("completed", "new", "skipped"):
            self.assertIn(status, run.out)
        self.assertIn("52:26", run.out)  # 3146 s, sent as a string
        self.assertEqual(self.fake.sent("getPodcasts"),
                         [{"includeEpisodes": ["true"], "id": ["1"]}])
        document = json.loads(self.run_cli(["podcast", "1", "--json"]).out)
        episodes = document["channels"][0]["episodes"]
        self.assertEqual(episodes[1]["title"], HOSTILE_TITLE)  # JSON keeps the server's text
        self.assertEqual(episodes[0]["streamId"], "523")
        self.assertEqual(episodes[0]["published"], "2011-02-03T14:46:43Z")

    def test_every_episode_and_the_newest(self):
        run = self.run_cli(["podcasts", "--episodes"])
        self.assertEqual(run.code, 0, run.err)
        self.assert_safe(run.out)
        self.assertIn("Skipped one", run.out)
        run = self.run_cli(["podcasts", "--newest", "1", "--json"])
        self.assertEqual(run.code, 0, run.err)
        self.assertEqual([e["id"] for e in json.loads(run.out)["episodes"]], ["35"])
        self.assertEqual(self.fake.sent("getNewestPodcasts"), [{"count": ["1"]}])
        self.run_cli(["podcasts", "--newest"])
        self.assertEqual(self.fake.sent("getNewestPodcasts")[-1], {"count": ["20"]})

    def test_an_unknown_channel_or_episode_is_not_found_and_nothing_is_written(self):
        run = self.run_cli(["podcast", "9"])
        self.assert_failure(run, 66, "no podcast channel has the id", '"9"')
        for args in (["delete", "9"], ["fetch", "99"], ["delete-episode", "99"],
                     ["play", "99", "--player", "cat"]):
            with self.subTest(args=args):
                self.assert_failure(self.run_cli(["podcast", *args]), 66)
        for write in ("deletePodcastChannel", "downloadPodcastEpisode", "deletePodcastEpisode",
                      "stream"):
            self.assertEqual(self.fake.sent(write), [], write)

    def test_add_sends_the_url_and_reports_the_channel_the_server_made(self):
        url = "https://feeds.example.net/tide.xml?x=1&y=2"
        run = self.run_cli(["podcast", "add", url, "--json"])
        self.assertEqual(run.code, 0, run.err)
        self.assertEqual(self.fake.sent("createPodcastChannel"), [{"url": [url]}])
        document = json.loads(run.out)
        self.assertEqual(document["action"], "add")
        self.assertEqual(document["channel"]["id"], "7")
        self.assertEqual(self.run_cli(["podcast", "delete", "7"]).out,
                         f"deleted podcast “{url}” (7)\n")
        self.assertEqual(self.fake.sent("deletePodcastChannel"), [{"id": ["7"]}])

    def test_a_feed_that_is_not_http_is_never_sent(self):
        for url in ("ftp://feeds.example.net/a", "file:///etc/passwd", "feeds.example.net/a"):
            with self.subTest(url=url):
                self.assert_failure(self.run_cli(["podcast", "add", url]), 64, "URL")
        self.assertEqual(self.fake.requests, [])

    def test_fetch_delete_episode_and_refresh(self):
        run = self.run_cli(["podcast", "fetch", "35"])
        self.assertEqual(run.code, 0, run.err)
        self.assert_safe(run.out)
        self.assertTrue(run.out.endswith(": downloading\n"), run.out)
        self.assertEqual(self.fake.sent("downloadPodcastEpisode"), [{"id": ["35"]}])
        run = self.run_cli(["podcast", "delete-episode", "34", "--json"])
        self.assertEqual(run.code, 0, run.err)
        self.assertEqual(json.loads(run.out)["episode"]["id"], "34")
        self.assertEqual(self.fake.sent("deletePodcastEpisode"), [{"id": ["34"]}])
        run = self.run_cli(["podcast", "refresh"])
        self.assertEqual(run.code, 0, run.err)
        self.assertEqual(run.out, "asked the server to refresh 2 podcast channels\n")
        self.assertEqual(len(self.fake.sent("refreshPodcasts")), 1)

    def test_a_user_without_the_podcast_role_is_refused(self):
        self.fake.refuse_writes = True
        for args in (["refresh"], ["add", "https://feeds.example.net/a"], ["fetch", "35"]):
            with self.subTest(args=args):
                self.assert_failure(self.run_cli(["podcast", *args]), 77)

    def test_play_streams_the_episode_by_its_stream_id(self):
        out = os.path.join(self.folder, "heard")
        run = self.run_cli(["podcast", "play", "34", "--player", f"sh -c 'cat > {out}'"])
        self.assertEqual(run.code, 0, run.err)
        self.assertIn("Scorpions have re-evolved eyes", run.out)
        self.assertEqual([q["id"] for q in self.fake.sent("stream")], [["523"]])
        with open(out, "rb") as fh:
            self.assertEqual(fh.read(), AUDIO)

    def test_an_episode_not_on_the_server_is_not_played(self):
        run = self.run_cli(["podcast", "play", "35", "--player", "cat"])
        self.assert_failure(run, 66, "not on the server (new)", "podcast fetch")
        self.assertEqual(self.fake.sent("stream"), [])


if __name__ == "__main__":
    unittest.main()
