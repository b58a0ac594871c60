//! The text shared by PGN, PDN and ply's plain format: `[Key "Value"]` tags, the movetext's
//! words and comments, result markers, and the split of a text into games.
//!
//! Comments `{…}` are kept (their whitespace collapsed to single spaces); line comments `;…`,
//! escape lines `%…`, variations `(…)` (nested, with everything inside them) and numeric
//! annotations `$n` are skipped. Every other run of characters is a word: a move, a move number,
//! an annotation glyph or a result, which each format classifies.

use std::fmt::Write as _;

use crate::{RecordError, msg};

/// A token of the main line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Token<'a> {
    /// A move, a move number, a glyph or a result: the format decides.
    Word(&'a str),
    /// The text of a `{…}` comment, whitespace collapsed.
    Comment(String),
}

/// Characters that end a word besides whitespace.
const DELIMITERS: &[char] = &['{', '}', '(', ')', ';', '$'];

/// The words and comments of a movetext (tags already removed).
///
/// # Errors
/// A comment or variation that is not closed, or a closing bracket that opens nothing.
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
                    .ok_or_else(|| RecordError::new(msg!("comment_not_closed")))?;
                let comment = normalize(&rest[1..end]);
                if depth == 0 && !comment.is_empty() {
                    out.push(Token::Comment(comment));
                }
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
                    .ok_or_else(|| RecordError::new(msg!("variation_not_open")))?;
                rest = &rest[1..];
            }
            '}' => return Err(RecordError::new(msg!("comment_not_open"))),
            '$' => rest = rest[1..].trim_start_matches(|ch: char| ch.is_ascii_digit()),
            _ => {
                let end = rest
                    .find(|ch: char| ch.is_whitespace() || DELIMITERS.contains(&ch))
                    .unwrap_or(rest.len())
                    .max(c.len_utf8());
                if depth == 0 {
                    out.push(Token::Word(&rest[..end]));
                }
                rest = &rest[end..];
            }
        }
    }
    if depth > 0 {
        return Err(RecordError::new(msg!("variation_not_closed")));
    }
    Ok(out)
}

/// A comment's text with runs of whitespace made single spaces, trimmed.
pub fn normalize(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A comment as movetext words: `{first`, …, `last}`, so that line wrapping may break it between
/// words. A `}` in the text (which would end the comment) is written as `)`.
pub fn comment_words(text: &str) -> Vec<String> {
    let text = normalize(&text.replace('}', ")"));
    let mut words: Vec<String> = text.split(' ').map(str::to_string).collect();
    if let Some(first) = words.first_mut() {
        first.insert(0, '{');
    }
    if let Some(last) = words.last_mut() {
        last.push('}');
    }
    words
}

/// One game of a text holding several: its text and the line (from 1) where it starts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameText<'a> {
    pub line: usize,
    pub text: &'a str,
}

/// Splits a text into its games. A game is its tag lines and its movetext; it ends after its
/// result (`1-0`, `0-1`, `1/2-1/2`, `*`, `2-0`, `0-2`, `1-1`), where a tag line follows
/// movetext, or where a tag repeats a name the game's tags already hold (games of tags alone,
/// one after another, as broadcast exports write them). Brackets are followed, so a result or `[` inside a comment or variation does not
/// split. Blank texts between games are dropped.
pub fn split_games(text: &str) -> Vec<GameText<'_>> {
    let mut games = Vec::new();
    let mut scan = Scan::default();
    let mut start: Option<usize> = None;
    let mut line = 1;
    let mut start_line = 1;
    let mut moves_seen = false;
    // The names of the current game's tags so far.
    let mut names: std::collections::HashSet<&str> = std::collections::HashSet::new();
    // Whether the current line holds only whitespace so far: kept up to date byte by byte, so
    // that telling a tag line costs nothing however long the line is.
    let mut blank_line = true;
    let bytes = text.as_bytes();
    let mut i = if text.starts_with('\u{feff}') { 3 } else { 0 };
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'\n' {
            line += 1;
            scan.line_comment = false;
            blank_line = true;
            i += 1;
            continue;
        }
        if b.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if scan.inside() {
            scan.step(b);
            blank_line = false;
            i += 1;
            continue;
        }
        let at_line_start = blank_line;
        // Only Unicode whitespace keeps the line blank (ASCII whitespace was skipped above).
        // Outside brackets `i` is always at a character boundary.
        blank_line &= !b.is_ascii() && text[i..].starts_with(char::is_whitespace);
        if b == b'[' && at_line_start {
            let name = tag_name(&text[i + 1..]);
            if moves_seen || names.contains(&name) {
                if let Some(s) = start.take() {
                    games.push(GameText {
                        line: start_line,
                        text: &text[s..i],
                    });
                }
                moves_seen = false;
                names.clear();
            }
            if start.is_none() {
                start = Some(i);
                start_line = line;
                names.clear();
            }
            names.insert(name);
            i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
            continue;
        }
        if start.is_none() {
            start = Some(i);
            start_line = line;
        }
        if matches!(b, b'{' | b'(' | b';' | b'$' | b'%' | b')' | b'}') {
            scan.step(b);
            moves_seen |= b != b'$';
            i += 1;
            continue;
        }
        let first = text[i..].chars().next().map_or(1, char::len_utf8);
        let end = text[i..]
            .find(|ch: char| ch.is_whitespace() || DELIMITERS.contains(&ch))
            .map_or(text.len(), |n| i + n.max(first));
        moves_seen = true;
        if is_result_token(&text[i..end]) || &text[i..end] == "½-½" {
            if let Some(s) = start.take() {
                games.push(GameText {
                    line: start_line,
                    text: &text[s..end],
                });
            }
            moves_seen = false;
        }
        i = end;
    }
    if let Some(s) = start {
        games.push(GameText {
            line: start_line,
            text: &text[s..],
        });
    }
    games
}

/// The name of the tag a line after its `[` holds: `Event` of `Event "x"]`.
fn tag_name(rest: &str) -> &str {
    let rest = rest.trim_start();
    let end = rest
        .find(|ch: char| ch.is_whitespace() || ch == '"' || ch == ']')
        .unwrap_or(rest.len());
    &rest[..end]
}

/// Bracket state while splitting.
#[derive(Default)]
struct Scan {
    brace: bool,
    depth: usize,
    line_comment: bool,
}

impl Scan {
    /// Inside a comment or variation, where nothing splits a game.
    fn inside(&self) -> bool {
        self.brace || self.depth > 0 || self.line_comment
    }

    fn step(&mut self, b: u8) {
        match b {
            _ if self.line_comment => {}
            b'}' if self.brace => self.brace = false,
            _ if self.brace => {}
            b'{' => self.brace = true,
            b';' | b'%' => self.line_comment = true,
            b'(' => self.depth += 1,
            b')' => self.depth = self.depth.saturating_sub(1),
            _ => {}
        }
    }
}

/// Writes one `[Key "Value"]` tag line, escaping `\` and `"` in the value.
pub fn write_tag(out: &mut String, key: &str, value: &str) {
    let value = value.replace('\\', "\\\\").replace('"', "\\\"");
    let _ = writeln!(out, "[{key} \"{value}\"]");
}

/// Writes the tokens separated by spaces, in lines of at most 79 characters (as PGN and PDN
/// writers do), ending with a newline.
pub fn wrap_tokens(out: &mut String, tokens: &[String]) {
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(token);
    }
    out.push_str(&line);
    out.push('\n');
}

/// A record's tags: `(key, value)` pairs in order.
pub type Tags = Vec<(String, String)>;

/// Reads `[Key "Value"]` tags from the top of a record; returns the tags and the rest. A value
/// may hold `\"` and `\\`; a line may hold several tags, or a tag and the first moves.
pub fn read_tags(text: &str) -> Result<(Tags, &str), RecordError> {
    let mut tags = Vec::new();
    let mut rest = text.trim_start_matches('\u{feff}');
    loop {
        rest = rest.trim_start();
        if !rest.starts_with('[') {
            return Ok((tags, rest));
        }
        let line = rest[..rest.find('\n').unwrap_or(rest.len())].trim();
        let (tag, after) = read_tag(rest).ok_or_else(|| {
            let inner = line.strip_prefix('[').unwrap_or(line);
            let quoted = inner
                .split_once(char::is_whitespace)
                .map(|(_, v)| v.trim_start());
            RecordError::new(match quoted {
                _ if !line.contains(']') => msg!("tag_malformed", line = line),
                None => msg!("tag_no_value", line = line),
                Some(v) if !v.starts_with('"') => msg!("tag_not_quoted", line = line),
                Some(_) => msg!("tag_malformed", line = line),
            })
        })?;
        tags.push(tag);
        rest = after;
    }
}

/// One `[Key "Value"]` tag at the start of `text`, and the text after its `]`.
fn read_tag(text: &str) -> Option<((String, String), &str)> {
    let inner = text.strip_prefix('[')?.trim_start();
    let key_end = inner.find(|c: char| c.is_whitespace() || c == '"' || c == ']')?;
    let (key, after_key) = inner.split_at(key_end);
    let mut chars = after_key.trim_start().strip_prefix('"')?.char_indices();
    let mut value = String::new();
    let body = after_key.trim_start().strip_prefix('"')?;
    let close = loop {
        match chars.next()? {
            (_, '\\') => match chars.next()? {
                (_, c @ ('"' | '\\')) => value.push(c),
                (_, c) => {
                    value.push('\\');
                    value.push(c);
                }
            },
            (_, '\n') => return None,
            (at, '"') => break at,
            (_, c) => value.push(c),
        }
    };
    let after = body[close + 1..]
        .trim_start_matches([' ', '\t'])
        .strip_prefix(']')?;
    (!key.is_empty()).then(|| ((key.to_string(), value), after))
}

/// Whether a token is a result marker in PGN/PDN style.
pub fn is_result_token(token: &str) -> bool {
    matches!(
        token,
        "1-0" | "0-1" | "1/2-1/2" | "*" | "2-0" | "0-2" | "1-1"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        tokens(text)
            .unwrap()
            .into_iter()
            .map(|t| match t {
                Token::Word(w) => w.to_string(),
                Token::Comment(c) => format!("{{{c}}}"),
            })
            .collect()
    }

    #[test]
    fn comments_are_kept_and_the_rest_skipped() {
        assert_eq!(
            words("{start}\n1. e4 {best  by\ntest} e5 $1 2.Nf3 (2. f4 {x} (2... d5)) ; note\n*"),
            ["{start}", "1.", "e4", "{best by test}", "e5", "2.Nf3", "*"]
        );
        assert_eq!(words("1. e4 {} e5"), ["1.", "e4", "e5"]);
    }

    #[test]
    fn unclosed_brackets_are_errors() {
        assert!(tokens("1. e4 {open").is_err());
        assert!(tokens("1. e4 (1. d4").is_err());
        assert!(tokens("1. e4 )").is_err());
        assert!(tokens("1. e4 }").is_err());
    }

    #[test]
    fn comment_words_escape_the_closing_brace() {
        assert_eq!(comment_words("a }b\n c"), ["{a", ")b", "c}"]);
        assert_eq!(comment_words("x"), ["{x}"]);
    }

    #[test]
    fn games_split_after_results_and_before_tags() {
        let text = "[Event \"a\"]\n\n1. e4 {1-0 [x]} e5 1-0\n\n[Event \"b\"]\n1. d4 *\n\
                    1. c4 0-1\n[Event \"c\"]\n1. Nf3\n[Event \"d\"]\n";
        let games = split_games(text);
        let starts: Vec<(usize, &str)> = games.iter().map(|g| (g.line, g.text)).collect();
        assert_eq!(
            starts,
            [
                (1, "[Event \"a\"]\n\n1. e4 {1-0 [x]} e5 1-0"),
                (5, "[Event \"b\"]\n1. d4 *"),
                (7, "1. c4 0-1"),
                (8, "[Event \"c\"]\n1. Nf3\n"),
                (10, "[Event \"d\"]\n"),
            ]
        );
        assert!(split_games(" \n\n").is_empty());
    }

    #[test]
    fn a_repeated_tag_name_starts_the_next_game_of_tags_alone() {
        // Games without moves, one after another; a blank line inside one game's tags does
        // not split it.
        let text = "[Round \"1\"]\n[White \"a\"]\n\n[Round \"2\"]\n\n[White \"b\"]\n\
                    [Round \"3\"]\n";
        let games: Vec<(usize, &str)> =
            split_games(text).iter().map(|g| (g.line, g.text)).collect();
        assert_eq!(
            games,
            [
                (1, "[Round \"1\"]\n[White \"a\"]\n\n"),
                (4, "[Round \"2\"]\n\n[White \"b\"]\n"),
                (7, "[Round \"3\"]\n"),
            ]
        );
    }

    #[test]
    fn a_tag_line_starts_with_its_bracket() {
        // Only whitespace, ASCII or not, may come before a tag's '[' on its line.
        let text = "1. e4 {x\n} [a] e5\n\u{3000} [Event \"b\"]\n1. d4 *";
        let games: Vec<&str> = split_games(text).iter().map(|g| g.text).collect();
        assert_eq!(
            games,
            ["1. e4 {x\n} [a] e5\n\u{3000} ", "[Event \"b\"]\n1. d4 *"]
        );
        let bom = "\u{feff}[Event \"a\"]\n[Site \"b\"]\n1. e4 *";
        assert_eq!(split_games(bom).len(), 1);
    }
}

#[cfg(test)]
mod tag_tests {
    use super::read_tags;

    #[test]
    fn tags_hold_escapes_and_may_share_a_line_with_moves() {
        let text = "[White \"a \\\"quoted\\\" name \\\\ x\"] [Black \"b\"]\n[Result \"*\"] 32-28 *";
        let (tags, rest) = read_tags(text).unwrap();
        assert_eq!(tags[0], ("White".into(), "a \"quoted\" name \\ x".into()));
        assert_eq!(tags[1], ("Black".into(), "b".into()));
        assert_eq!(tags[2], ("Result".into(), "*".into()));
        assert_eq!(rest, "32-28 *");
        for bad in ["[White \"x\"", "[White]", "[White x]", "[White \"x\nx\"]"] {
            let e = read_tags(bad).unwrap_err().to_string();
            assert!(e.contains("tag"), "{bad}: {e}");
        }
    }
}
