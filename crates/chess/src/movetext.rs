//! The movetext of a PGN game split into moves, comments and the result, over the shared
//! tokenizer [`ply_core::movetext`]: comments `{…}` are kept; line comments (`;…`, `%` lines),
//! variations (`(…)`, nested), NAGs (`$1`), move numbers (`12.`, `12...`, also glued to the
//! move as in `12.e4`) and annotation glyphs (`!`, `?!`) are skipped.
//!
//! Every other token is handed over as a move, so that a token that is not a move is reported
//! rather than dropped.

use ply_core::{
    RecordError,
    movetext::is_result_token,
    movetext::{self, Token as Raw},
};

/// A token of the main line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Token<'a> {
    Move(&'a str),
    /// The text of a `{…}` comment.
    Comment(String),
    /// `1-0`, `0-1`, `1/2-1/2` or `*`; the game's movetext ends here.
    Result(&'a str),
}

/// The moves, comments and result of the first game in `text` (tags already removed).
///
/// # Errors
/// A comment or variation that is not closed.
pub fn tokens(text: &str) -> Result<Vec<Token<'_>>, RecordError> {
    let mut out = Vec::new();
    for raw in movetext::tokens(text)? {
        let token = match raw {
            Raw::Comment(c) => Token::Comment(c),
            Raw::Word(w) => match classify(w) {
                Some(token) => token,
                None => continue,
            },
        };
        let done = matches!(token, Token::Result(_));
        out.push(token);
        if done {
            break;
        }
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
                Token::Comment(c) => format!("{{{c}}}"),
            })
            .collect()
    }

    #[test]
    fn numbers_comments_nags_and_variations_are_skipped() {
        assert_eq!(
            moves(
                "1. e4 {best by test} e5 $1 2.Nf3 (2. f4 exf4 (2... d5)) 2... Nc6 ; note\n3. Bb5!? *"
            ),
            ["e4", "{best by test}", "e5", "Nf3", "Nc6", "Bb5!?", "=*"]
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
