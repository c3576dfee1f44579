"""Peak RSS of a bench:peers child, shared by its Python runs."""
import resource


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
