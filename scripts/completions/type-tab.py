#!/usr/bin/env python3
"""Types a command line and TAB into an interactive shell on a pseudo-terminal, as a person
would, and prints the line the shell's editor then holds (read through a key binding that writes
it to a file). Used by the completion tests: bash's readline and zsh's zle apply what the
completion function returns (a folder's trailing "/", the space after a word), which calling
the function directly does not show.

usage: type-tab.py bash|zsh <setup-file> <out-file> <line>...
The setup file is sourced first; it loads the completions and binds Ctrl-X to write the line to
<out-file>. Each <line> is typed, then TAB, then Ctrl-X, then Ctrl-U (the line is cleared).
Exits 0 with the lines the editor held, one per line, on standard output; 2 on a timeout.
"""
import os
import pty
import select
import sys
import time


def main() -> int:
    shell, setup, out = sys.argv[1:4]
    lines = sys.argv[4:]
    argv = {"bash": ["bash", "--norc", "--noprofile", "-i"], "zsh": ["zsh", "-f", "-i"]}[shell]
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update({"TERM": "dumb", "PS1": "$ ", "HISTFILE": "/dev/null"})
        os.execvp(argv[0], argv)
    seen = b""

    def read_until(marker: bytes, timeout: float) -> bool:
        nonlocal seen
        deadline = time.time() + timeout
        while time.time() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.1)
            if ready:
                try:
                    seen += os.read(fd, 4096)
                except OSError:
                    return False
            if marker in seen:
                return True
        return False

    try:
        os.write(fd, f"source {setup}; echo READY''-MARK\n".encode())
        if not read_until(b"READY-MARK", 20):
            sys.stderr.write("type-tab: the shell did not start: " + seen.decode(errors="replace") + "\n")
            return 2
        time.sleep(0.3)
        for line in lines:
            if os.path.exists(out):
                os.remove(out)
            os.write(fd, line.encode() + b"\t")
            time.sleep(0.5)
            os.write(fd, b"\x18")
            deadline = time.time() + 20
            while time.time() < deadline and not os.path.exists(out):
                read_until(b"\x00", 0.1)
            if not os.path.exists(out):
                sys.stderr.write("type-tab: no line written: " + seen.decode(errors="replace") + "\n")
                return 2
            time.sleep(0.1)
            with open(out) as handle:
                sys.stdout.write(handle.read())
            os.write(fd, b"\x15")
            time.sleep(0.1)
        return 0
    finally:
        try:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
        except OSError:
            pass


if __name__ == "__main__":
    sys.exit(main())
