extension ShellCompletion {
  /// A `#compdef` function: put it in `$fpath` as `_sunsonic`, or `source` it after `compinit`.
  static func zsh(_ table: Table) -> String {
    var lines = [
      "#compdef sunsonic",
      "# zsh completion for sunsonic: sunsonic completion zsh > \"${fpath[1]}/_sunsonic\"",
      "_sunsonic() {",
      "  local command= i",
      "  for (( i = 2; i < CURRENT; i++ )); do",
      "    case ${words[i]} in",
      "      (\(table.valued.joined(separator: "|"))) (( i++ )) ;;",
      "      (-*) ;;",
      "      (*) command=${words[i]}; break ;;",
      "    esac",
      "  done",
      "  case ${words[CURRENT-1]} in",
      "    (\(table.files.joined(separator: "|"))) _files; return ;;",
    ]
    for (option, words) in table.choices {
      lines.append("    (\(option)) compadd -- \(words.joined(separator: " ")); return ;;")
    }
    lines += [
      "    (\(table.valued.joined(separator: "|"))) return 1 ;;",
      "  esac",
      "  case $command in",
      "    ('') compadd -- \((table.names + table.globals).joined(separator: " ")) ;;",
    ]
    for (name, words) in table.words {
      lines.append("    (\(name)) compadd -- \(words.joined(separator: " ")) ;;")
    }
    lines += [
      "    (*) return 1 ;;",
      "  esac",
      "}",
      "if [[ $funcstack[1] == _sunsonic ]]; then _sunsonic \"$@\"; else compdef _sunsonic sunsonic; fi",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
