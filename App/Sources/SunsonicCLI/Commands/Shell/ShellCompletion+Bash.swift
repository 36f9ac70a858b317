extension ShellCompletion {
  /// `complete -F _sunsonic sunsonic` and its function.
  static func bash(_ table: Table) -> String {
    var lines = [
      "# bash completion for sunsonic: source <(sunsonic completion bash)",
      "_sunsonic() {",
      "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command= i",
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      "    case ${COMP_WORDS[i]} in",
      "      \(table.valued.joined(separator: "|"))) ((i++)) ;;",
      "      -*) ;;",
      "      *) command=${COMP_WORDS[i]}; break ;;",
      "    esac",
      "  done",
      "  case $prev in",
      "    \(table.files.joined(separator: "|"))) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;",
    ]
    for (option, words) in table.choices {
      lines.append(
        "    \(option)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;"
      )
    }
    lines += [
      "    \(table.valued.joined(separator: "|"))) COMPREPLY=(); return ;;",
      "  esac",
      "  local words",
      "  case $command in",
      "    '') words=\"\((table.names + table.globals).joined(separator: " "))\" ;;",
    ]
    for (name, words) in table.words {
      lines.append("    \(name)) words=\"\(words.joined(separator: " "))\" ;;")
    }
    lines += [
      "    *) words= ;;",
      "  esac",
      "  COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))",
      "}",
      "complete -F _sunsonic sunsonic",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
