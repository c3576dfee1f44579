"""One bench:peers run of Arelle in a fresh process: loads the given inline XBRL document(s) of a
filing, offline (no taxonomy downloads: the standard taxonomies are not on this machine), and
prints one JSON line: facts, wall and CPU time of the load, peak RSS of the process."""
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
