use std::fmt;

use fluent_bundle::{FluentArgs, FluentValue};

use crate::{Lang, catalog};

/// A parameter of a message.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// Text shown as it is: a move, a square, a position fragment.
    Text(String),
    /// A number; it selects plural forms.
    Number(i64),
    /// Several texts, shown joined by commas ("26x17, 28x19").
    List(Vec<String>),
    /// Alternatives, shown as the language joins them ("b8 or a7", "c5, e5, d4 or d6").
    Either(Vec<String>),
    /// Another message of the catalog, shown in the same language: a side ("side-white"), a
    /// game's name.
    Term(String),
    /// A whole message, shown in the same language (the reason inside "move 3: …").
    Message(Box<Message>),
}

impl Arg {
    /// The catalog message `key`, translated where it is shown.
    pub fn term(key: impl Into<String>) -> Arg {
        Arg::Term(key.into())
    }

    /// The catalog's word for a side its game calls `name` (`white`, `south`): `side-NAME`.
    pub fn side(name: &str) -> Arg {
        Arg::Term(format!("side-{name}"))
    }
}

impl From<Message> for Arg {
    fn from(message: Message) -> Arg {
        Arg::Message(Box::new(message))
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

impl From<char> for Arg {
    fn from(c: char) -> Arg {
        Arg::Text(c.to_string())
    }
}

impl From<Vec<String>> for Arg {
    fn from(list: Vec<String>) -> Arg {
        Arg::List(list)
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                // A number beyond i64 is kept exact as its digits.
                i64::try_from(n).map_or_else(|_| Arg::Text(n.to_string()), Arg::Number)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl Arg {
    /// The argument as plain text, without translation (for logs and for the API's params).
    pub fn plain(&self) -> String {
        match self {
            Arg::Text(text) => text.clone(),
            Arg::Number(n) => n.to_string(),
            Arg::List(list) | Arg::Either(list) => list.join(", "),
            Arg::Term(key) => key.clone(),
            Arg::Message(message) => message.to_string(),
        }
    }
}

/// What to tell a reader: a stable code (the catalog's message id) and its parameters.
/// [`Display`](fmt::Display) writes it in English; [`Message::text`] in any language.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Message {
    code: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Message {
    pub fn new(code: &'static str) -> Message {
        Message {
            code,
            args: Vec::new(),
        }
    }

    /// The message with one more parameter.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    /// The stable code scripts can rely on, e.g. `capture_compulsory`.
    pub fn code(&self) -> &'static str {
        self.code
    }

    /// The parameters, in the order given.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// The sentence in `lang` (English where `lang`'s catalog lacks it).
    pub fn text(&self, lang: Lang) -> String {
        text_with(lang, self.code, &self.args)
    }
}

impl PartialEq<str> for Message {
    /// Compares the English text.
    fn eq(&self, other: &str) -> bool {
        self.text(Lang::EN) == other
    }
}

impl PartialEq<&str> for Message {
    fn eq(&self, other: &&str) -> bool {
        self.text(Lang::EN) == *other
    }
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::EN))
    }
}
/// The message ids of `lang`'s catalogs with their area, in file order.
pub fn ids(lang: Lang) -> Vec<(&'static str, &'static str)> {
    catalog::ids(lang.tag())
}

/// "a", "a or b", "a, b or c" in `lang`.
fn either(lang: Lang, list: &[String]) -> String {
    match list.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => text_with(
            lang,
            "list-or",
            &[
                ("first", Arg::Text(rest.join(", "))),
                ("last", Arg::Text(last.clone())),
            ],
        ),
    }
}

/// The message `id` without parameters.
pub fn text(lang: Lang, id: &str) -> String {
    text_with(lang, id, &[])
}

/// The message `id` with its parameters in `lang`; English when `lang` lacks it, and the id
/// itself when no catalog has it. A parameter the message uses but is not given shows as
/// `{$name}`.
pub fn text_with(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    for tried in [lang, Lang::EN] {
        if !catalog::has(tried.tag(), id) {
            continue;
        }
        let mut fluent = FluentArgs::new();
        for (name, arg) in args {
            let value = match arg {
                Arg::Text(text) => FluentValue::from(text.as_str()),
                // Fluent's numbers are f64: beyond 2^53 they would be shown rounded
                // ("9223372036854776000"), so such a number is shown as its digits.
                Arg::Number(n) if n.unsigned_abs() > 1 << 53 => FluentValue::from(n.to_string()),
                Arg::Number(n) => FluentValue::from(*n),
                Arg::List(list) => FluentValue::from(list.join(", ")),
                Arg::Either(list) => FluentValue::from(either(lang, list)),
                Arg::Term(key) => FluentValue::from(text(lang, key)),
                Arg::Message(message) => FluentValue::from(message.text(lang)),
            };
            fluent.set(*name, value);
        }
        if let Some(out) = catalog::format(tried.tag(), id, &fluent) {
            return out;
        }
    }
    id.to_string()
}
