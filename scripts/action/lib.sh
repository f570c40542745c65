# Shared by the GitHub Action's scripts (action.yml): workflow commands and step outputs that a
# value from an input cannot forge.
#   fail <message>         one ::error:: line (the message escaped), exit 2
#   escape <text>          the text as one workflow-command message: %, CR and LF as %25, %0D, %0A
#   set_output <name> <v>  appends name<<delimiter / value / delimiter to GITHUB_OUTPUT, the
#                          multi-line-safe form, with a random delimiter the value cannot contain

escape() {
    local text=${1//%/%25}
    text=${text//$'\r'/%0D}
    printf '%s' "${text//$'\n'/%0A}"
}

fail() {
    echo "::error title=contract-check::$(escape "$1")"
    exit 2
}

set_output() {
    local delimiter
    delimiter="ghadelimiter_$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
    case "$2" in *"$delimiter"*) fail "the output $1 holds its own delimiter." ;; esac
    {
        printf '%s<<%s\n' "$1" "$delimiter"
        printf '%s\n' "$2"
        printf '%s\n' "$delimiter"
    } >>"${GITHUB_OUTPUT:-/dev/null}"
}

# One line of printable text: no line break, no control character.
one_line() {
    [[ $1 != *[$'\n\r']* ]] && ! printf '%s' "$1" | LC_ALL=C grep -q '[[:cntrl:]]'
}

# A base the gate can be given: one line, not an option, and a full object id or a name
# `git check-ref-format --allow-onelevel` accepts (origin/main, main, refs/remotes/origin/main).
valid_base() {
    one_line "$1" || return 1
    [[ $1 != -* ]] || return 1
    [[ $1 =~ ^[0-9a-f]{40}$ || $1 =~ ^[0-9a-f]{64}$ ]] && return 0
    git check-ref-format --allow-onelevel "$1"
}
