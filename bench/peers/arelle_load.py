"""One bench:peers run of Arelle in a fresh process: loads the given inline XBRL document(s) of a
filing, offline (no taxonomy downloads: the standard taxonomies are not on this machine), and
prints one JSON line: facts, wall and CPU time of the load, peak RSS of the process."""
import json
import sys
import time

from peak_rss import peak_rss_mb

from arelle import Cntlr

controller = Cntlr.Cntlr(logFileName="logToBuffer")
controller.webCache.workOffline = True
wall, cpu = time.perf_counter(), time.process_time()
facts = 0
for path in sys.argv[1:]:
    model = controller.modelManager.load(path)
    facts += len(model.facts) if model is not None else 0
wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
peak = peak_rss_mb()
print(json.dumps({"facts": facts, "wallMs": wall * 1000, "cpuMs": cpu * 1000, "peakRssMb": peak}))
