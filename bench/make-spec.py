#!/usr/bin/env python3
"""Writes a deterministic OpenAPI 3.0 document of about SIZE bytes (default 1 MB) as JSON: many
schemas of ten properties each, and one `Pet` schema ({id, name, tag?}) that the data-side bench's
bullet names. Usage: make-spec.py OUT [SIZE]"""
import json
import sys


def main():
    out = sys.argv[1]
    size = int(sys.argv[2]) if len(sys.argv) > 2 else 1 << 20
    schemas = {
        "Pet": {
            "type": "object",
            "required": ["id", "name"],
            "properties": {"id": {"type": "integer"}, "name": {"type": "string"}, "tag": {"type": "string"}},
        }
    }
    index = 0
    # The document as written (indent 2) just reaches SIZE; `Pet` is moved last, so the whole
    # file is read before it.
    while len(json.dumps(schemas, indent=2)) < size:
        schemas[f"Model{index:05d}"] = {
            "type": "object",
            "required": [f"field{k}" for k in range(5)],
            "properties": {f"field{k}": {"type": "string", "description": f"Field {k} of model {index}."}
                           for k in range(10)},
        }
        index += 1
    schemas["Pet"] = schemas.pop("Pet")
    document = {"openapi": "3.0.3", "info": {"title": "Bench", "version": "1"}, "paths": {},
                "components": {"schemas": schemas}}
    with open(out, "w") as handle:
        json.dump(document, handle, indent=2)
        handle.write("\n")


if __name__ == "__main__":
    main()
