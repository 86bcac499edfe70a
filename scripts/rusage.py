#!/usr/bin/env python3
"""Runs a command several times and prints "cpu_seconds maxrss_kb" of the median run (by CPU).

usage: rusage.py [--runs N] [--wall] COMMAND [ARGS...]

CPU time is user + system of that one run (os.wait4's rusage, microseconds), printed to the
millisecond: GNU time prints hundredths of a second, and at 0.14 s against 0.21 s a hundredth
moves a ratio by 0.07. --wall prints elapsed seconds instead of CPU. Output goes to /dev/null;
a non-zero exit (a lint that found failures) is not an error.

The command runs under GNU time, which reports its peak memory: a child forked from Python
reports Python's own (14 MB) as its peak when it uses less. GNU time's own CPU (well under a
millisecond) is counted with the command's.
"""
import os
import subprocess
import sys
import tempfile
import time


def run_once(argv, wall):
    with tempfile.NamedTemporaryFile("r") as report:
        start = time.perf_counter()
        with open(os.devnull, "wb") as null:
            child = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", report.name, *argv], stdout=null, stderr=null)
        _, _, usage = os.wait4(child.pid, 0)
        child.returncode = 0  # reaped here; Popen must not wait again
        elapsed = time.perf_counter() - start
        # The last line: GNU time first writes "Command exited with non-zero status 1" when the
        # command fails (a lint that reports failures).
        maxrss = int(report.read().split()[-1])
    cpu = usage.ru_utime + usage.ru_stime
    return (elapsed if wall else cpu), maxrss


def main(args):
    runs, wall = 5, False
    while args and args[0].startswith("--"):
        flag = args.pop(0)
        if flag == "--runs":
            runs = int(args.pop(0))
        elif flag == "--wall":
            wall = True
        else:
            sys.exit(f"rusage.py: unknown option {flag}")
    if not args:
        sys.exit(__doc__)
    results = sorted(run_once(args, wall) for _ in range(runs))
    seconds, maxrss = results[len(results) // 2]
    print(f"{seconds:.3f} {maxrss}")


if __name__ == "__main__":
    main(sys.argv[1:])
