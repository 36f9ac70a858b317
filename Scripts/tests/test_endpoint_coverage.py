"""The DocC page of the Subsonic client's endpoint coverage
(Packages/SubsonicClient/.../SubsonicClient.docc/EndpointCoverage.md) against the client itself:
every one of the specification's 87 endpoints is in its table once; those marked implemented
are exactly the endpoints of the `SubsonicClient` struct (its `public var` closures); every
other one says `left out:` or `not yet:` and why; the count in the overview is the client's."""

from __future__ import annotations

import re
import unittest
from pathlib import Path

SOURCES = (Path(__file__).resolve().parents[2] / "Packages" / "SubsonicClient" / "Sources"
           / "SubsonicClient")
CLIENT = SOURCES / "SubsonicClient.swift"
PAGE = SOURCES / "SubsonicClient.docc" / "EndpointCoverage.md"
ROW = re.compile(r"^\| `(\w+)` \| (.+) \|$")
SPECIFICATION_ENDPOINTS = 87


def client_endpoints() -> list[str]:
    return re.findall(r"^  public var (\w+):", CLIENT.read_text(encoding="utf-8"), re.M)


def page_rows() -> list[tuple[str, str]]:
    return [match.groups() for line in PAGE.read_text(encoding="utf-8").splitlines()
            if (match := ROW.match(line))]


class EndpointCoverage(unittest.TestCase):
    def test_every_endpoint_of_the_specification_is_listed_once(self):
        names = [name for name, _ in page_rows()]
        self.assertEqual(len(names), SPECIFICATION_ENDPOINTS)
        self.assertEqual(len(set(names)), SPECIFICATION_ENDPOINTS, "an endpoint listed twice")

    def test_implemented_rows_are_the_clients_endpoints(self):
        implemented = {name for name, status in page_rows() if status.startswith("implemented")}
        self.assertEqual(implemented, set(client_endpoints()))
        for name, status in page_rows():
            if status.startswith("implemented"):
                # The symbol, then what the client does beyond the plain call, if anything.
                link = f"implemented: ``SubsonicClient/SubsonicClient/{name}``"
                self.assertTrue(status == link or status.startswith(link + ", "), status)

    def test_every_other_row_says_why(self):
        for name, status in page_rows():
            if not status.startswith("implemented"):
                self.assertRegex(status, r"^(left out|not yet): \S.{10,}", name)

    def test_the_overview_counts_the_clients_endpoints(self):
        text = " ".join(PAGE.read_text(encoding="utf-8").split())
        self.assertIn(f"{len(client_endpoints())} are endpoints of", text)


if __name__ == "__main__":
    unittest.main()
