// `htmlruns completions bash|zsh|fish`: completion scripts written from the
// commands' own option lists, so they cannot drift from what is parsed.

enum CompletionsCommand {
    static let shells = ["bash", "zsh", "fish"]

    static let help = """
        USAGE: htmlruns completions bash|zsh|fish

        Prints a script that completes htmlruns commands, options, their values
        (formats, offset units...) and file names in that shell.

        EXAMPLES:
          source <(htmlruns completions bash)            # bash, this session
          htmlruns completions bash > /etc/bash_completion.d/htmlruns
          htmlruns completions zsh > "${fpath[1]}/_htmlruns"
          htmlruns completions fish > ~/.config/fish/completions/htmlruns.fish
        """

    /// A command and its options, as the scripts see them.
    struct Command {
        var path: [String]
        var summary: String
        var options: [OptionSpec]
        var takesFiles: Bool
    }

    static let commands: [Command] = [
        Command(
            path: ["convert"], summary: "Convert HTML to JSON, text, Markdown, HTML or ANSI",
            options: ConvertCommand.options, takesFiles: true),
        Command(
            path: ["corpus", "check"], summary: "Compare a corpus with its golden JSON",
            options: CorpusCommand.checkOptions, takesFiles: true),
        Command(
            path: ["corpus", "add"], summary: "Add inputs and their goldens to a corpus",
            options: CorpusCommand.addOptions, takesFiles: true),
        Command(
            path: ["completions"], summary: "Print a shell completion script",
            options: [OptionSpec(long: "help", short: "h", help: "show this help")], takesFiles: false),
    ]

    static func run(_ arguments: [String]) -> ExitStatus {
        if arguments.contains("-h") || arguments.contains("--help") {
            Console.out(help + "\n")
            return .success
        }
        guard arguments.count == 1, let shell = arguments.first else {
            Console.usageError("completions takes one shell: bash, zsh or fish", usage: help)
        }
        switch shell {
        case "bash": Console.out(bash())
        case "zsh": Console.out(zsh())
        case "fish": Console.out(fish())
        default: Console.usageError("unknown shell '\(shell)' (bash, zsh or fish)", usage: help)
        }
        return .success
    }

    static func names(_ spec: OptionSpec) -> [String] {
        ["--" + spec.long] + (spec.short.map { ["-\($0)"] } ?? [])
    }

    /// The first line of an option's help, without characters the shells' quoting minds.
    static func summary(_ spec: OptionSpec) -> String {
        String(spec.help.split(separator: "\n").first ?? "")
            .filter { !"[]:'\"`$\\".contains($0) }
    }

    // MARK: bash

    static func bash() -> String {
        func caseBody(_ command: Command, indent: String) -> String {
            var lines: [String] = []
            lines.append("\(indent)case \"$prev\" in")
            for spec in command.options where spec.takesValue {
                let pattern = names(spec).joined(separator: "|")
                let reply: String
                if !spec.choices.isEmpty {
                    reply = "COMPREPLY=( $(compgen -W \"\(spec.choices.joined(separator: " "))\" -- \"$cur\") )"
                } else {
                    switch spec.completion {
                    case .file: reply = "COMPREPLY=( $(compgen -f -- \"$cur\") )"
                    case .directory: reply = "COMPREPLY=( $(compgen -d -- \"$cur\") )"
                    case .none: reply = ":"
                    }
                }
                lines.append("\(indent)  \(pattern)) \(reply); return ;;")
            }
            lines.append("\(indent)esac")
            let all = command.options.flatMap(names).joined(separator: " ")
            lines.append("\(indent)if [[ \"$cur\" == -* ]]; then")
            lines.append("\(indent)  COMPREPLY=( $(compgen -W \"\(all)\" -- \"$cur\") )")
            if command.takesFiles {
                lines.append("\(indent)else")
                lines.append("\(indent)  COMPREPLY=( $(compgen -f -- \"$cur\") )")
            } else if command.path == ["completions"] {
                lines.append("\(indent)else")
                lines.append("\(indent)  COMPREPLY=( $(compgen -W \"\(shells.joined(separator: " "))\" -- \"$cur\") )")
            }
            lines.append("\(indent)fi")
            return lines.joined(separator: "\n")
        }
        return """
            # bash completion for htmlruns (htmlruns completions bash)
            _htmlruns() {
              local cur="${COMP_WORDS[COMP_CWORD]}"
              local prev="${COMP_WORDS[COMP_CWORD-1]}"
              COMPREPLY=()
              if [[ $COMP_CWORD -eq 1 ]]; then
                COMPREPLY=( $(compgen -W "convert corpus completions help --help --version" -- "$cur") )
                return
              fi
              case "${COMP_WORDS[1]}" in
                convert)
            \(caseBody(commands[0], indent: "      "))
                  ;;
                corpus)
                  if [[ $COMP_CWORD -eq 2 ]]; then
                    COMPREPLY=( $(compgen -W "check add --help" -- "$cur") )
                    return
                  fi
                  case "${COMP_WORDS[2]}" in
                    check)
            \(caseBody(commands[1], indent: "          "))
                      ;;
                    add)
            \(caseBody(commands[2], indent: "          "))
                      ;;
                  esac
                  ;;
                completions)
            \(caseBody(commands[3], indent: "      "))
                  ;;
                help)
                  COMPREPLY=( $(compgen -W "convert corpus completions" -- "$cur") )
                  ;;
              esac
            }
            complete -o filenames -o bashdefault -F _htmlruns htmlruns

            """
    }

    // MARK: zsh

    static func zsh() -> String {
        func arguments(_ command: Command) -> String {
            var specs: [String] = []
            for spec in command.options {
                let all = names(spec)
                let exclusion = all.count > 1 ? "'(\(all.joined(separator: " ")))'" : ""
                let nameList = all.count > 1 ? "{\(all.joined(separator: ","))}" : all[0]
                var action = ""
                if let value = spec.value {
                    if !spec.choices.isEmpty {
                        action = ":\(value):(\(spec.choices.joined(separator: " ")))"
                    } else {
                        switch spec.completion {
                        case .file: action = ":\(value):_files"
                        case .directory: action = ":\(value):_files -/"
                        case .none: action = ":\(value): "
                        }
                    }
                }
                let repeatable = spec.long == "allow-scheme" ? "*" : ""
                specs.append("\(repeatable)\(exclusion)\(nameList)'[\(summary(spec))]\(action)'")
            }
            if command.takesFiles { specs.append("'*:input:_files'") }
            if command.path == ["completions"] { specs.append("'1:shell:(bash zsh fish)'") }
            return specs.map { "        " + $0 }.joined(separator: " \\\n")
        }
        return """
            #compdef htmlruns
            # zsh completion for htmlruns (htmlruns completions zsh)

            _htmlruns() {
              local curcontext="$curcontext" state line
              typeset -A opt_args
              _arguments -C \\
                '(- 1 *)--help[show the help]' \\
                '(- 1 *)--version[show the version]' \\
                '1: :->command' \\
                '*:: :->args'
              case $state in
                command)
                  local -a commands
                  commands=(
                    'convert:\(commands[0].summary)'
                    'corpus:Check or add to a corpus of golden files'
                    'completions:\(commands[3].summary)'
                    'help:Show the help of a command'
                  )
                  _describe -t commands 'htmlruns command' commands
                  ;;
                args)
                  case $line[1] in
                    convert)
                      _arguments -s \\
            \(arguments(commands[0]))
                      ;;
                    corpus)
                      if (( CURRENT == 2 )); then
                        local -a subcommands
                        subcommands=(
                          'check:\(commands[1].summary)'
                          'add:\(commands[2].summary)'
                        )
                        _describe -t commands 'corpus command' subcommands
                      else
                        case $line[2] in
                          check)
                            _arguments -s \\
            \(arguments(commands[1]))
                            ;;
                          add)
                            _arguments -s \\
            \(arguments(commands[2]))
                            ;;
                        esac
                      fi
                      ;;
                    completions)
                      _arguments \\
            \(arguments(commands[3]))
                      ;;
                    help)
                      _values 'command' convert corpus completions
                      ;;
                  esac
                  ;;
              esac
            }

            _htmlruns "$@"

            """
    }

    // MARK: fish

    static func fish() -> String {
        var lines = [
            "# fish completion for htmlruns (htmlruns completions fish)",
            "complete -c htmlruns -f",
            "complete -c htmlruns -n '__fish_use_subcommand' -a convert -d '\(commands[0].summary)'",
            "complete -c htmlruns -n '__fish_use_subcommand' -a corpus -d 'Check or add to a corpus of golden files'",
            "complete -c htmlruns -n '__fish_use_subcommand' -a completions -d '\(commands[3].summary)'",
            "complete -c htmlruns -n '__fish_use_subcommand' -a help -d 'Show the help of a command'",
            "complete -c htmlruns -n '__fish_use_subcommand' -l help -d 'show the help'",
            "complete -c htmlruns -n '__fish_use_subcommand' -l version -d 'show the version'",
            "complete -c htmlruns -n '__fish_seen_subcommand_from corpus; and not __fish_seen_subcommand_from check add' -a check -d '\(commands[1].summary)'",
            "complete -c htmlruns -n '__fish_seen_subcommand_from corpus; and not __fish_seen_subcommand_from check add' -a add -d '\(commands[2].summary)'",
            "complete -c htmlruns -n '__fish_seen_subcommand_from completions' -a 'bash zsh fish'",
        ]
        for command in commands {
            let condition =
                command.path.count == 1
                ? "__fish_seen_subcommand_from \(command.path[0])"
                : "__fish_seen_subcommand_from \(command.path[0]); and __fish_seen_subcommand_from \(command.path[1])"
            if command.takesFiles { lines.append("complete -c htmlruns -n '\(condition)' -F") }
            for spec in command.options {
                var line = "complete -c htmlruns -n '\(condition)' -l \(spec.long)"
                if let short = spec.short { line += " -s \(short)" }
                if spec.takesValue {
                    if !spec.choices.isEmpty {
                        line += " -x -a '\(spec.choices.joined(separator: " "))'"
                    } else {
                        switch spec.completion {
                        case .file: line += " -r -F"
                        case .directory: line += " -x -a '(__fish_complete_directories)'"
                        case .none: line += " -x"
                        }
                    }
                }
                line += " -d '\(summary(spec))'"
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
