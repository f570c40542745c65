#!/usr/bin/env python3
"""Runs a composite action's steps the way the GitHub runner would, for tests (the runner is not
available here): each `run:` step in bash with its `env:` (expressions evaluated), the runner's
files (GITHUB_OUTPUT per step, GITHUB_PATH) and variables (GITHUB_ACTION_PATH, RUNNER_TEMP).
`uses:` steps are not run, but their `with:` and `if:` expressions are evaluated, so a reference
to an input, step or output that does not exist fails here as it would on GitHub.

Supported expressions: inputs.<name>, steps.<id>.outputs.<name>, github.<action_path | base_ref |
ref | action_ref | action_repository | event.pull_request.head.repo.fork>, runner.<os | arch |
temp>, and `<expression> == '<text>'` or `!= '<text>'`. Anything else is an error. Step outputs
are read as the runner reads GITHUB_OUTPUT: `name=value` lines and the `name<<DELIMITER` form. Stops at the first failing step with its exit code, like the runner; writes every step's
outputs and exit code as JSON to --report.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


class Context:
    def __init__(self, action, action_path, inputs, temp):
        self.inputs = {}
        for name, spec in (action.get("inputs") or {}).items():
            self.inputs[name] = str(spec.get("default", ""))
        for name, value in inputs.items():
            if name not in self.inputs:
                sys.exit("run-steps: the action has no input %r" % name)
            self.inputs[name] = value
        self.github = {
            "action_path": action_path,
            "base_ref": os.environ.get("GITHUB_BASE_REF", ""),
            "ref": os.environ.get("GITHUB_REF", ""),
            "action_ref": os.environ.get("GITHUB_ACTION_REF", ""),
            "action_repository": os.environ.get("GITHUB_ACTION_REPOSITORY", ""),
            "event.pull_request.head.repo.fork": os.environ.get("GITHUB_EVENT_PULL_REQUEST_HEAD_REPO_FORK", ""),
        }
        self.runner = {"os": "Linux", "arch": "X64", "temp": temp}
        self.steps = {}

    def value(self, expression):
        comparison = re.fullmatch(r"(.+?)\s*(==|!=)\s*'([^']*)'", expression)
        if comparison:
            equal = self.value(comparison.group(1)) == comparison.group(3)
            return "true" if equal == (comparison.group(2) == "==") else "false"
        if expression.startswith("github.") and expression[len("github."):] in self.github:
            return self.github[expression[len("github."):]]
        parts = expression.split(".")
        if parts[0] == "inputs" and len(parts) == 2 and parts[1] in self.inputs:
            return self.inputs[parts[1]]
        if parts[0] == "github" and len(parts) == 2 and parts[1] in self.github:
            return self.github[parts[1]]
        if parts[0] == "runner" and len(parts) == 2 and parts[1] in self.runner:
            return self.runner[parts[1]]
        if parts[0] == "steps" and len(parts) == 4 and parts[2] == "outputs":
            if parts[1] not in self.steps:
                raise ValueError("step %r has not run (or does not exist)" % parts[1])
            return self.steps[parts[1]]["outputs"].get(parts[3], "")
        raise ValueError("unsupported expression %r" % expression)

    def substitute(self, text):
        return EXPRESSION.sub(lambda match: self.value(match.group(1)), str(text))


def read_outputs(path):
    """GITHUB_OUTPUT as the runner reads it: `name=value`, or `name<<DELIMITER`, the value's lines,
    then a line holding only DELIMITER. A later line for a name replaces the earlier value."""
    outputs = {}
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            value = []
            while index < len(lines) and lines[index] != delimiter:
                value.append(lines[index])
                index += 1
            if index >= len(lines):
                sys.exit("run-steps: GITHUB_OUTPUT: no closing delimiter for %r" % name)
            index += 1
            outputs[name] = "\n".join(value)
        elif "=" in line:
            name, value = line.split("=", 1)
            outputs[name] = value
    return outputs


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--action", required=True, help="the action.yml")
    parser.add_argument("--skip", default="", help="step ids not to run, comma-separated")
    parser.add_argument("--input", action="append", default=[], help="name=value")
    parser.add_argument("--report", required=True, help="where to write the steps' outputs (JSON)")
    arguments = parser.parse_args()
    with open(arguments.action, encoding="utf-8") as handle:
        action = yaml.safe_load(handle)
    if action.get("runs", {}).get("using") != "composite":
        sys.exit("run-steps: not a composite action")
    temp = tempfile.mkdtemp(prefix="run-steps-")
    inputs = dict(item.split("=", 1) for item in arguments.input)
    context = Context(action, os.path.dirname(os.path.abspath(arguments.action)), inputs, temp)
    skip = set(filter(None, arguments.skip.split(",")))
    path_file = os.path.join(temp, "GITHUB_PATH")
    open(path_file, "w").close()
    status = 0
    for index, step in enumerate(action["runs"]["steps"]):
        step_id = step.get("id", "step%d" % index)
        condition = context.substitute("${{ %s }}" % step["if"]) if "if" in step else "true"
        environment = {name: context.substitute(value) for name, value in (step.get("env") or {}).items()}
        for value in (step.get("with") or {}).values():
            context.substitute(value)
        if "uses" in step or step_id in skip or condition != "true":
            context.steps[step_id] = {"outputs": {}, "skipped": True}
            continue
        if step.get("shell") != "bash":
            sys.exit("run-steps: step %r must say shell: bash" % step_id)
        output_file = os.path.join(temp, "GITHUB_OUTPUT-" + step_id)
        open(output_file, "w").close()
        with open(path_file, encoding="utf-8") as handle:
            added = [line for line in handle.read().splitlines() if line]
        env = dict(os.environ)
        env.update(environment)
        env.update({"GITHUB_ACTION_PATH": context.github["action_path"], "RUNNER_TEMP": temp,
                    "GITHUB_OUTPUT": output_file, "GITHUB_PATH": path_file})
        env.setdefault("RUNNER_OS", context.runner["os"])
        env.setdefault("RUNNER_ARCH", context.runner["arch"])
        env["PATH"] = os.pathsep.join(list(reversed(added)) + [env.get("PATH", "")])
        print("::group::%s" % step.get("name", step_id), flush=True)
        result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]], env=env)
        print("::endgroup::", flush=True)
        context.steps[step_id] = {"outputs": read_outputs(output_file), "exitCode": result.returncode}
        if result.returncode != 0 and not step.get("continue-on-error", False):
            status = result.returncode
            break
    with open(arguments.report, "w", encoding="utf-8") as handle:
        json.dump(context.steps, handle)
    return status


if __name__ == "__main__":
    sys.exit(main())
