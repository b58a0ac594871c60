//! A message's text as parts, for a reader that formats it itself (the web page): text, a
//! parameter, or a choice among variants by a parameter (a plural form), so that the reader
//! can choose the form its number needs with the language's plural rules.

use fluent_syntax::ast;

use crate::{Lang, catalog};

/// One part of a message's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// Text shown as it is.
    Text(String),
    /// The parameter `name`.
    Param(String),
    /// A choice by the parameter `param`: the variant whose key is the number given, else the
    /// one named by the number's plural category (`one`, `few`, `many`, `other`) or equal to
    /// the text given, else the variant `default`.
    Select {
        param: String,
        variants: Vec<(String, Vec<Part>)>,
        default: String,
    },
}

/// The text of message `id` in `lang` (English where `lang` lacks it) as parts, if a catalog
/// has it.
pub fn parts(lang: Lang, id: &str) -> Option<Vec<Part>> {
    [lang, Lang::EN]
        .into_iter()
        .find_map(|tried| catalog::pattern(tried.tag(), id).map(pattern))
}

/// Whether `parts` choose among variants anywhere.
pub fn selects(parts: &[Part]) -> bool {
    parts.iter().any(|p| matches!(p, Part::Select { .. }))
}

fn pattern(pattern: &ast::Pattern<&str>) -> Vec<Part> {
    let mut out: Vec<Part> = Vec::new();
    for element in &pattern.elements {
        let part = match element {
            ast::PatternElement::TextElement { value } => Part::Text((*value).to_string()),
            ast::PatternElement::Placeable { expression } => expression_part(expression),
        };
        // Adjacent texts are joined: fewer parts to send.
        match (out.last_mut(), part) {
            (Some(Part::Text(last)), Part::Text(text)) => last.push_str(&text),
            (_, part) => out.push(part),
        }
    }
    out
}

fn expression_part(expression: &ast::Expression<&str>) -> Part {
    match expression {
        ast::Expression::Inline(inline) => inline_part(inline),
        ast::Expression::Select { selector, variants } => {
            let param = match selector {
                ast::InlineExpression::VariableReference { id } => id.name.to_string(),
                // A choice by anything but a parameter is always its default variant.
                _ => String::new(),
            };
            let key = |k: &ast::VariantKey<&str>| match k {
                ast::VariantKey::Identifier { name } => (*name).to_string(),
                ast::VariantKey::NumberLiteral { value } => (*value).to_string(),
            };
            let default = variants
                .iter()
                .find(|v| v.default)
                .map(|v| key(&v.key))
                .unwrap_or_default();
            Part::Select {
                param,
                variants: variants
                    .iter()
                    .map(|v| (key(&v.key), pattern(&v.value)))
                    .collect(),
                default,
            }
        }
    }
}

fn inline_part(inline: &ast::InlineExpression<&str>) -> Part {
    match inline {
        ast::InlineExpression::VariableReference { id } => Part::Param(id.name.to_string()),
        ast::InlineExpression::StringLiteral { value } => Part::Text((*value).to_string()),
        ast::InlineExpression::NumberLiteral { value } => Part::Text((*value).to_string()),
        ast::InlineExpression::Placeable { expression } => expression_part(expression),
        // References to other messages, terms and functions are not used by the catalogs (a
        // test checks it); shown as Fluent shows what it cannot resolve.
        _ => Part::Text("{???}".to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_russian_plural_is_a_choice_by_its_parameter() {
        let ru = Lang::from_tag("ru").unwrap();
        let parts = parts(ru, "no_such_ply").unwrap();
        assert!(selects(&parts));
        let Some(Part::Select {
            param,
            variants,
            default,
        }) = parts.iter().find(|p| matches!(p, Part::Select { .. }))
        else {
            panic!("no choice in {parts:?}");
        };
        assert_eq!(param, "moves");
        assert_eq!(default, "many");
        let keys: Vec<&str> = variants.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["one", "few", "many"]);
        assert_eq!(
            variants[1].1,
            [Part::Param("moves".into()), Part::Text(" хода".into())]
        );
    }

    fn unread(parts: &[Part]) -> bool {
        parts.iter().any(|p| match p {
            Part::Text(text) => text.contains("{???}"),
            Part::Param(_) => false,
            Part::Select {
                param, variants, ..
            } => param.is_empty() || variants.iter().any(|(_, v)| unread(v)),
        })
    }

    #[test]
    fn every_message_is_text_parameters_and_choices_by_a_parameter() {
        for lang in Lang::all() {
            for (_, id) in crate::ids(lang) {
                let parts = parts(lang, id).unwrap();
                assert!(!unread(&parts), "{lang} {id}: {parts:?}");
            }
        }
    }

    #[test]
    fn english_counts_agree_with_their_number() {
        let said = |id: &str, n: i64| {
            crate::text_with(
                Lang::EN,
                id,
                &[("moves", n.into()), ("ply", 9.into()), ("most", n.into())],
            )
        };
        assert_eq!(
            said("no_such_ply", 1),
            "the game has 1 move; ply 9 does not exist"
        );
        assert_eq!(
            said("no_such_ply", 2),
            "the game has 2 moves; ply 9 does not exist"
        );
        assert_eq!(
            said("too_many_moves", 1),
            "at most 1 move leads to a position to analyse"
        );
    }

    #[test]
    fn a_message_without_choice_is_text_and_parameters() {
        let parts = parts(Lang::EN, "move_ambiguous").unwrap();
        assert!(!selects(&parts));
        assert_eq!(
            parts,
            [
                Part::Param("text".into()),
                Part::Text(" is ambiguous: ".into()),
                Part::Param("moves".into())
            ]
        );
        assert_eq!(super::parts(Lang::EN, "no-such-message"), None);
    }
}
