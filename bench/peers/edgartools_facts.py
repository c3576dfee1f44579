"""One bench:peers run of edgartools in a fresh process: its inline XBRL fact pass (lxml) over
the given documents, already read into memory. Prints one JSON line: facts, wall and CPU time of
the pass, peak RSS of the process."""
import json
import resource
import sys
import time


def peak_rss_mb():
    """This process's peak RSS: VmHWM on Linux (ru_maxrss survives fork and exec, so it would
    report at least the benchmark's own RSS), else ru_maxrss."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


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
