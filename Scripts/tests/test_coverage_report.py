"""Tests of Scripts/lib/coverage_report.py: report parsing, roles, discovery, verdicts."""

import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lib"))

import coverage_report as cr  # noqa: E402

REPORT = """\
Filename                                            Regions    Missed Regions     Cover   Functions  Missed Functions  Executed       Lines      Missed Lines     Cover    Branches   Missed Branches     Cover
---------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------
DependencyRegistry/DependencyValues.swift                11                 0   100.00%           5                 0   100.00%          27                 0   100.00%           0                 0         -
DependencyRegistry/IssueReporter.swift                    3                 1    66.67%           1                 0   100.00%           7                 2    71.43%           0                 0         -
DependencyRegistry/My File.swift                         10                10     0.00%           2                 2     0.00%          23                23     0.00%           0                 0         -
---------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------
TOTAL                                                    24                11    54.17%           8                 2    75.00%          57                25    56.14%           0                 0         -
"""

SHOW = """\
/r/Packages/P/Sources/P/A.swift:
    1|       |/// A comment
   14|      0|) rethrows -> R {
   15|      0|  var values = DependencyValues.current
   16|      2|  try update(&values)
   17|      0|  return x
   26|  1.00k|) async rethrows -> R {

/r/Packages/P/Sources/P/B.swift:
   12|      4|  public static func report(_ message: String) {
   16|      0|      StandardError.write("x")
"""


class ParseReportTests(unittest.TestCase):
    def test_reads_lines_and_missed_lines_per_file_without_total(self):
        files = cr.parse_report(REPORT)
        self.assertEqual(sorted(files), [
            "DependencyRegistry/DependencyValues.swift",
            "DependencyRegistry/IssueReporter.swift",
            "DependencyRegistry/My File.swift",
        ])
        issue = files["DependencyRegistry/IssueReporter.swift"]
        self.assertEqual((issue.lines, issue.missed, issue.covered), (7, 2, 5))
        spaced = files["DependencyRegistry/My File.swift"]
        self.assertEqual((spaced.lines, spaced.missed), (23, 23))

    def test_report_without_branch_columns(self):
        text = (
            "Filename  Regions  Missed Regions  Cover  Functions  Missed Functions  Executed"
            "  Lines  Missed Lines  Cover\n"
            "---\n"
            "P/A.swift  4  1  75.00%  2  0  100.00%  12  3  75.00%\n"
        )
        self.assertEqual(cr.parse_report(text)["P/A.swift"].missed, 3)
        self.assertEqual(cr.parse_report(text)["P/A.swift"].lines, 12)

    def test_no_header_is_an_error(self):
        with self.assertRaises(ValueError):
            cr.parse_report("error: no profile\n")


class UncoveredRangesTests(unittest.TestCase):
    def test_zero_count_lines_grouped_into_ranges_per_file(self):
        ranges = cr.uncovered_ranges(SHOW)
        self.assertEqual(ranges["/r/Packages/P/Sources/P/A.swift"], [(14, 15), (17, 17)])
        self.assertEqual(ranges["/r/Packages/P/Sources/P/B.swift"], [(16, 16)])

    def test_uncovered_region_markers_count_their_line(self):
        text = (
            "   67|      5|    let starts = [0, 31]\n"
            "   68|      5|    let isLeap = a && b\n"
            "                                      ^0\n"
            "   69|      5|    return x ? 1 : 0\n"
            "                         ^0       ^0\n"
            "   70|      5|    let y = 10\n"
            "   71|     10|  }\n"
        )
        self.assertEqual(cr.uncovered_ranges(text), {"": [(68, 69)]})

    def test_format_ranges_limits_the_list(self):
        self.assertEqual(cr.format_ranges([(1, 1), (3, 5)]), "1, 3-5")
        self.assertEqual(cr.format_ranges([(i, i) for i in range(1, 20, 2)], limit=2), "1, 3, … (8 more)")


class RoleAndDiscoveryTests(unittest.TestCase):
    def test_roles_from_names(self):
        self.assertEqual(cr.role_of("SuntimesClient"), "interface")
        self.assertEqual(cr.role_of("SuntimesClientLive"), "live")
        self.assertEqual(cr.role_of("SuntimesClientComputedLive"), "live")
        self.assertEqual(cr.role_of("SearchFeature"), "feature")
        self.assertEqual(cr.role_of("DependencyRegistry"), "support")
        self.assertEqual(cr.role_of("Client"), "support")
        self.assertEqual(cr.role_of("App", is_app=True), "app")

    def test_discovers_packages_with_a_manifest_and_app_on_request(self):
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp)
            for name in ("BFeature", "AClient", "NotAPackage"):
                (root / "Packages" / name).mkdir(parents=True)
            (root / "Packages" / "BFeature" / "Package.swift").write_text("")
            (root / "Packages" / "AClient" / "Package.swift").write_text("")
            (root / "App").mkdir()
            (root / "App" / "Package.swift").write_text("")
            self.assertEqual([n for n, _ in cr.discover(root, False)], ["AClient", "BFeature"])
            self.assertEqual([n for n, _ in cr.discover(root, True)], ["AClient", "BFeature", "App"])

    def test_source_files_are_sources_only_and_code_lines_skip_comments(self):
        with tempfile.TemporaryDirectory() as tmp:
            package = Path(tmp)
            (package / "Sources" / "T" / "Sub").mkdir(parents=True)
            (package / "Tests" / "TTests").mkdir(parents=True)
            (package / "Sources" / "T" / "A.swift").write_text(
                "/// doc\n\n/* block\n still */\nstruct A {\n  // note\n  var x = 1\n}\n")
            (package / "Sources" / "T" / "Sub" / "B.swift").write_text("let b = 2\n")
            (package / "Tests" / "TTests" / "ATests.swift").write_text("let t = 0\n")
            files = cr.source_files(package)
            self.assertEqual([f.relative_to(package).as_posix() for f in files],
                             ["Sources/T/A.swift", "Sources/T/Sub/B.swift"])
            self.assertEqual(cr.code_lines(files[0]), 3)
            self.assertEqual(cr.object_name(files[1], package), "T.build/B.swift.o")

    def test_linked_objects_from_the_link_file_list(self):
        with tempfile.TemporaryDirectory() as tmp:
            build = Path(tmp)
            self.assertIsNone(cr.linked_objects(build))
            (build / "PPackageTests.product").mkdir()
            (build / "PPackageTests.product" / "Objects.LinkFileList").write_text(
                "/b/debug/T.build/A.swift.o\n'/b/debug/TTests.build/ATests.swift.o'\n")
            self.assertEqual(cr.linked_objects(build),
                             {"T.build/A.swift.o", "TTests.build/ATests.swift.o"})


class VerdictTests(unittest.TestCase):
    def result(self, name, lines, missed, error=None):
        r = cr.PackageResult(name=name, role=cr.role_of(name), directory=Path("/x"))
        r.files = [cr.FileCoverage(path="/x/Sources/A.swift", lines=lines, missed=missed)]
        r.error = error
        return r

    def test_target_applies_to_interface_live_and_feature_only(self):
        self.assertTrue(self.result("AClient", 100, 15).passed)          # 85.0%
        self.assertFalse(self.result("AClientLive", 100, 16).passed)     # 84.0%
        self.assertFalse(self.result("AFeature", 100, 0, error="swift test failed").passed)
        self.assertIsNone(self.result("DependencyRegistry", 100, 90).passed)

    def test_table_rows(self):
        table = cr.format_table([
            self.result("AClient", 200, 20),
            self.result("BFeature", 100, 50),
            self.result("Locking", 10, 10),
            self.result("CClientLive", 0, 0, error="swift test failed (exit 1)"),
        ]).splitlines()
        self.assertEqual(table[2], "| AClient | interface | 180/200 | 90.0% | PASS | 0 s |")
        self.assertEqual(table[3], "| BFeature | feature | 50/100 | 50.0% | FAIL | 0 s |")
        self.assertEqual(table[4], "| Locking | support | 0/10 | 0.0% | no target | 0 s |")
        self.assertEqual(table[5], "| CClientLive | live | — | — | FAIL (error) | 0 s |")


class MatchFilesTests(unittest.TestCase):
    def test_report_paths_relative_to_common_prefix_map_to_sources(self):
        sources = [Path("/r/P/Sources/T/A.swift"), Path("/r/P/Sources/U/A.swift")]
        reported = {
            "T/A.swift": cr.FileCoverage("T/A.swift", 10, 1),
            "U/A.swift": cr.FileCoverage("U/A.swift", 5, 5),
        }
        matched = cr.match_files(sources, reported)
        self.assertEqual([(m.path, m.lines, m.missed) for m in matched],
                         [("/r/P/Sources/T/A.swift", 10, 1), ("/r/P/Sources/U/A.swift", 5, 5)])


if __name__ == "__main__":
    unittest.main()
