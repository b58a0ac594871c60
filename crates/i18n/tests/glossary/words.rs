//! A line read as words: the prose of a catalog message or a rules page, split into words,
//! and what the glossary finds wrong in it.

use crate::terms::{Family, GAME_WORDS, Lang, NATIONALITIES, glossary};

/// A word of a text and whether it begins a sentence.
pub struct Word<'a> {
    pub text: &'a str,
    pub lower: String,
    pub starts_sentence: bool,
}

pub fn split_words(line: &str) -> Vec<Word<'_>> {
    let mut out = Vec::new();
    let mut start = None;
    let mut sentence = true;
    let mut pending_sentence = true;
    for (at, c) in line.char_indices().chain([(line.len(), ' ')]) {
        if c.is_alphabetic() {
            if start.is_none() {
                start = Some(at);
                sentence = pending_sentence;
                pending_sentence = false;
            }
            continue;
        }
        if let Some(s) = start.take() {
            let text = &line[s..at];
            out.push(Word {
                text,
                lower: text.to_lowercase(),
                starts_sentence: sentence,
            });
        }
        // A sentence, a table cell or a quoted title begins.
        if matches!(c, '.' | '!' | '?' | '|' | '…' | '•' | '„' | '“' | '«' | '"') {
            pending_sentence = true;
        }
    }
    out
}

/// The text of a line without what is not prose: Fluent placeables and variant keys, inline
/// code, link targets.
pub fn prose(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                // A placeable: a variable, a literal or a selector head; keep literals' text.
                let mut depth = 1;
                let mut inner = String::new();
                for d in chars.by_ref() {
                    match d {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    if depth == 0 {
                        break;
                    }
                    inner.push(d);
                }
                out.push_str(if inner.contains('$') || inner.contains("->") {
                    " # "
                } else {
                    " "
                });
            }
            '`' => {
                for d in chars.by_ref() {
                    if d == '`' {
                        break;
                    }
                }
                out.push_str(" # ");
            }
            ']' if chars.peek() == Some(&'(') => {
                out.push(']');
                for d in chars.by_ref() {
                    if d == ')' {
                        break;
                    }
                }
            }
            _ => out.push(c),
        }
    }
    // Variant keys of a selector: `[one]`, `*[other]`.
    let trimmed = out.trim_start();
    if let Some(rest) = trimmed
        .strip_prefix('*')
        .unwrap_or(trimmed)
        .strip_prefix('[')
        && let Some(end) = rest.find(']')
    {
        return format!(". {}", &rest[end + 1..]);
    }
    out
}

/// What is wrong with one line of prose in a family: (the word used, the word to use).
pub fn violations(line: &str, lang: Lang, family: Family, catalog: bool) -> Vec<(String, String)> {
    let text = prose(line);
    let words = split_words(&text);
    let mut found = Vec::new();
    for (i, word) in words.iter().enumerate() {
        for term in glossary() {
            if term.lang != lang
                || !(term.families.is_empty() || term.families.contains(&family))
                || (term.catalogs_only && !catalog)
                || !term.forbidden.matches(&word.lower)
                || term.except.iter().any(|e| word.lower.starts_with(e))
            {
                continue;
            }
            if let Some(after) = &term.after
                && !(i > 0 && after.matches(&words[i - 1].lower))
            {
                continue;
            }
            let near = words[i.saturating_sub(2)..(i + 3).min(words.len())]
                .iter()
                .any(|w| term.unless_near.contains(&w.lower.as_str()));
            if near {
                continue;
            }
            found.push((word.text.to_string(), term.instead.to_string()));
        }
        if lang == Lang::Et
            && word.text.chars().next().is_some_and(char::is_uppercase)
            && !word.starts_sentence
            && NATIONALITIES.contains(&word.lower.as_str())
            && words.get(i + 1).is_some_and(|next| {
                // "Inglise Kabeliit" is a name; "Inglise kabe" a lower-case adjective.
                next.text.chars().next().is_some_and(char::is_lowercase)
                    && GAME_WORDS.iter().any(|g| next.lower.starts_with(g))
            })
        {
            found.push((
                format!("{} {}", word.text, words[i + 1].text),
                format!("{} {} (lower case)", word.lower, words[i + 1].text),
            ));
        }
    }
    if lang == Lang::Ru {
        // A side ("белые", "юг") may be either number: no verb may agree with it.
        for (at, _) in line.match_indices("{ $side }") {
            let rest = &line[at + "{ $side }".len()..];
            if let Some(next) = split_words(rest).first()
                && ["ют", "ят", "ут", "ат", "ет", "ит"]
                    .iter()
                    .any(|e| next.lower.ends_with(e))
            {
                found.push((
                    format!("{{ $side }} {}", next.text),
                    "a noun before the side: \"Выигрыш: { $side }\"".to_string(),
                ));
            }
        }
    }
    found
}
