//! The movetext of a PGN game split into moves and the result. Comments (`{…}`, `;…`, `%` lines),
//! variations (`(…)`, nested), NAGs (`$1`), move numbers (`12.`, `12...`, also glued to the move
//! as in `12.e4`) and annotation glyphs (`!`, `?!`) are skipped.
//!
//! Every other token is handed over as a move, so that a token that is not a move is reported
//! rather than dropped.

use ply_core::{RecordError, record::is_result_token};

/// A token of the main line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Token<'a> {
    Move(&'a str),
    /// `1-0`, `0-1`, `1/2-1/2` or `*`; the game's movetext ends here.
    Result(&'a str),
}

/// Characters that end a token besides whitespace.
const DELIMITERS: &[char] = &['{', '}', '(', ')', ';', '$'];

/// The moves and result of the first game in `text` (tags already removed).
pub fn tokens(text: &str) -> Result<Vec<Token<'_>>, RecordError> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut depth = 0usize;
    loop {
        rest = rest.trim_start();
        let Some(c) = rest.chars().next() else {
            break;
        };
        match c {
            '{' => {
                let end = rest
                    .find('}')
                    .ok_or_else(|| RecordError::new("a comment '{' is not closed by '}'"))?;
                rest = &rest[end + 1..];
            }
            ';' | '%' => rest = rest.find('\n').map_or("", |end| &rest[end..]),
            '(' => {
                depth += 1;
                rest = &rest[1..];
            }
            ')' => {
                depth = depth
                    .checked_sub(1)
                    .ok_or_else(|| RecordError::new("')' closes no variation"))?;
                rest = &rest[1..];
            }
            '}' => return Err(RecordError::new("'}' closes no comment")),
            '$' => rest = rest[1..].trim_start_matches(|ch: char| ch.is_ascii_digit()),
            _ => {
                let end = rest
                    .find(|ch: char| ch.is_whitespace() || DELIMITERS.contains(&ch))
                    .unwrap_or(rest.len())
                    .max(c.len_utf8());
                let token = &rest[..end];
                rest = &rest[end..];
                if depth > 0 {
                    continue;
                }
                if let Some(token) = classify(token) {
                    let done = matches!(token, Token::Result(_));
                    out.push(token);
                    if done {
                        break;
                    }
                }
            }
        }
    }
    if depth > 0 {
        return Err(RecordError::new("a variation '(' is not closed by ')'"));
    }
    Ok(out)
}

/// A main-line token as a move or result, or `None` for what is skipped.
fn classify(token: &str) -> Option<Token<'_>> {
    if token == "½-½" {
        return Some(Token::Result("1/2-1/2"));
    }
    if is_result_token(token) && !matches!(token, "0-0" | "2-0" | "0-2" | "1-1") {
        return Some(Token::Result(token));
    }
    if token.chars().all(|c| matches!(c, '!' | '?')) {
        return None;
    }
    if matches!(token, "e.p." | "ep") {
        return None;
    }
    let move_part = strip_number(token);
    (!move_part.is_empty()).then_some(Token::Move(move_part))
}

/// `12.e4` → `e4`, `12...` → ``; anything not starting with a move number is left alone.
fn strip_number(token: &str) -> &str {
    let digits = token.len() - token.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let after = &token[digits..];
    if digits > 0 && after.starts_with('.') {
        after.trim_start_matches('.')
    } else {
        token
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(text: &str) -> Vec<String> {
        tokens(text)
            .unwrap()
            .into_iter()
            .map(|t| match t {
                Token::Move(m) => m.to_string(),
                Token::Result(r) => format!("={r}"),
            })
            .collect()
    }

    #[test]
    fn numbers_comments_nags_and_variations_are_skipped() {
        assert_eq!(
            moves(
                "1. e4 {best by test} e5 $1 2.Nf3 (2. f4 exf4 (2... d5)) 2... Nc6 ; note\n3. Bb5!? *"
            ),
            ["e4", "e5", "Nf3", "Nc6", "Bb5!?", "=*"]
        );
    }

    #[test]
    fn the_result_ends_the_game() {
        assert_eq!(moves("1. e4 1-0 [Event \"next\"] 1. d4"), ["e4", "=1-0"]);
        assert_eq!(moves("1. e4 e5 1/2-1/2"), ["e4", "e5", "=1/2-1/2"]);
        assert_eq!(moves("1. O-O 0-0 0-1"), ["O-O", "0-0", "=0-1"]);
    }

    #[test]
    fn unknown_tokens_are_kept_as_moves() {
        assert_eq!(moves("1. e4 xyz e5"), ["e4", "xyz", "e5"]);
        assert_eq!(moves("1. e4 $12 $3 e5"), ["e4", "e5"]);
        assert_eq!(moves("1. e8Q exd6 e.p."), ["e8Q", "exd6"]);
    }

    #[test]
    fn unclosed_brackets_are_errors() {
        assert!(tokens("1. e4 {open").is_err());
        assert!(tokens("1. e4 (1. d4").is_err());
        assert!(tokens("1. e4 )").is_err());
        assert!(tokens("1. e4 }").is_err());
    }
}
