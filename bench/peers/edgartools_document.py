"""One bench:peers run of edgartools in a fresh process: its whole-document pass over one document,
already read into memory: parse_html (with the form, so that sections are detected), the text,
the sections. Prints one JSON line: sections, tables, wall and CPU time of the pass, peak RSS."""
import json
import sys
import time

from peak_rss import peak_rss_mb

from edgar.documents import ParserConfig, parse_html

form, path = sys.argv[1], sys.argv[2]
with open(path, encoding="utf-8", errors="replace") as f:
    html = f.read()
wall, cpu = time.perf_counter(), time.process_time()
doc = parse_html(html, config=ParserConfig(form=form))
text = doc.text()
sections = doc.sections
tables = doc.tables
wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
print(json.dumps({"sections": len(sections), "tables": len(tables), "chars": len(text), "wallMs": wall * 1000, "cpuMs": cpu * 1000, "peakRssMb": peak_rss_mb()}))
