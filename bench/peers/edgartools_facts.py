"""One bench:peers run of edgartools in a fresh process: its inline XBRL fact pass (lxml) over
the given documents, already read into memory. Prints one JSON line: facts, wall and CPU time of
the pass, peak RSS of the process."""
import json
import sys
import time

from peak_rss import peak_rss_mb

from edgar.documents.parser import HTMLParser

documents = []
for path in sys.argv[1:]:
    with open(path, encoding="utf-8", errors="replace") as f:
        documents.append(f.read())
parser = HTMLParser()
wall, cpu = time.perf_counter(), time.process_time()
facts = 0
for html in documents:
    # The pass edgartools runs before its HTML preprocessing: lxml tree, then every ix: fact.
    facts += len(parser._extract_xbrl_pre_process(html))
wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
peak = peak_rss_mb()
print(json.dumps({"facts": facts, "wallMs": wall * 1000, "cpuMs": cpu * 1000, "peakRssMb": peak}))
