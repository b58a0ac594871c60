//! ply's words in every language it speaks: message catalogs in Project Fluent's format, one
//! file per language and area (`locales/et/draughts.ftl`), embedded at build time.
//!
//! Nothing in the rules crates writes a sentence: they return a [`Message`] — a stable code
//! with parameters (`capture_compulsory {captures: ["26x17"]}`) — and the reader's [`Lang`]
//! turns it into text. A language is a directory of catalogs; adding one needs no code.

mod catalog;
mod lang;
mod message;
mod pattern;

pub use lang::Lang;
pub use message::{Arg, Message, ids, text, text_with};
pub use pattern::{Part, parts, selects};

/// A [`Message`] from a code and `name = value` parameters:
/// `msg!("capture_compulsory", captures = list)`.
#[macro_export]
macro_rules! msg {
    ($code:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::Message::new($code)$(.arg(stringify!($name), $value))*
    };
}
