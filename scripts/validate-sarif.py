#!/usr/bin/env python3
"""Validates SARIF logs against the SARIF 2.1.0 JSON schema (scripts/schemas/), formats included.

    .venv/bin/python scripts/validate-sarif.py LOG.sarif [LOG.sarif ...]

Prints each violation as `<file>: <json path>: <message>` and exits 1 when there is any, 0 when
every log is valid. `format` keywords are checked (jsonschema's FormatChecker): `uri-reference`
needs rfc3986-validator, so its absence is an error rather than a silently skipped check.
"""
import json
import pathlib
import sys

import jsonschema

SCHEMA = pathlib.Path(__file__).resolve().parent / "schemas" / "sarif-schema-2.1.0.json"


def main(paths):
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    checker = jsonschema.FormatChecker()
    for needed in ("uri", "uri-reference"):
        if needed not in checker.checkers:
            print(f"validate-sarif: the format checker cannot check {needed!r}", file=sys.stderr)
            return 2
    validator = jsonschema.Draft4Validator(schema, format_checker=checker)
    failed = False
    for path in paths:
        try:
            log = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            print(f"{path}: not JSON: {error}")
            failed = True
            continue
        for error in sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path)):
            where = "$" + "".join(f"[{p!r}]" for p in error.absolute_path)
            print(f"{path}: {where}: {error.message}")
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
