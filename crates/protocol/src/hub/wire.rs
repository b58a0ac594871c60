//! Hub's line syntax: `command name=value name="a quoted value" flag`.
//!
//! A value is quoted with double quotes when it is empty or contains a space or `=`; a quoted
//! value ends at the next double quote (there is no escape). An argument without `=` is a flag.

use std::fmt;

use super::HubError;

/// One protocol line: the command and its arguments in order (a flag has no value).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    pub command: String,
    pub args: Vec<(String, Option<String>)>,
}

impl Line {
    /// A line with this command and no arguments.
    pub fn new(command: &str) -> Line {
        Line {
            command: command.to_string(),
            args: Vec::new(),
        }
    }

    /// Adds `name=value`.
    pub fn arg(mut self, name: &str, value: impl fmt::Display) -> Line {
        self.args.push((name.to_string(), Some(value.to_string())));
        self
    }

    /// Adds the flag `name`.
    pub fn flag(mut self, name: &str) -> Line {
        self.args.push((name.to_string(), None));
        self
    }

    /// The value of the first argument called `name` (`Some("")` for a flag).
    pub fn get(&self, name: &str) -> Option<&str> {
        self.args
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_deref().unwrap_or(""))
    }

    /// Whether an argument or flag called `name` is present.
    pub fn has(&self, name: &str) -> bool {
        self.args.iter().any(|(n, _)| n == name)
    }

    /// Reads a line; `Ok(None)` for a blank line.
    ///
    /// # Errors
    /// An unterminated quote, text right after a closing quote, an argument without a name, or
    /// a command with a value.
    pub fn parse(text: &str) -> Result<Option<Line>, HubError> {
        let mut chars = text.trim().char_indices().peekable();
        let mut words: Vec<(String, Option<String>)> = Vec::new();
        while let Some(&(start, c)) = chars.peek() {
            if c.is_whitespace() {
                chars.next();
                continue;
            }
            if c == '"' || c == '=' {
                return Err(HubError(format!(
                    "unexpected '{c}' at column {}: an argument needs a name",
                    start + 1
                )));
            }
            let mut name = String::new();
            while let Some(&(_, c)) = chars.peek() {
                if c.is_whitespace() || c == '=' {
                    break;
                }
                if c == '"' {
                    return Err(HubError(format!("a quote inside the name '{name}'")));
                }
                name.push(c);
                chars.next();
            }
            if chars.peek().map(|&(_, c)| c) != Some('=') {
                words.push((name, None));
                continue;
            }
            chars.next();
            let mut value = String::new();
            if chars.peek().map(|&(_, c)| c) == Some('"') {
                chars.next();
                let mut closed = false;
                for (_, c) in chars.by_ref() {
                    if c == '"' {
                        closed = true;
                        break;
                    }
                    value.push(c);
                }
                if !closed {
                    return Err(HubError(format!(
                        "the value of '{name}' has no closing quote"
                    )));
                }
                if let Some(&(_, c)) = chars.peek()
                    && !c.is_whitespace()
                {
                    return Err(HubError(format!(
                        "text right after the closing quote of '{name}'"
                    )));
                }
            } else {
                while let Some(&(_, c)) = chars.peek() {
                    if c.is_whitespace() {
                        break;
                    }
                    if c == '"' {
                        return Err(HubError(format!(
                            "a quote inside the unquoted value of '{name}'"
                        )));
                    }
                    value.push(c);
                    chars.next();
                }
            }
            words.push((name, Some(value)));
        }
        let mut words = words.into_iter();
        let Some((command, value)) = words.next() else {
            return Ok(None);
        };
        if value.is_some() {
            return Err(HubError(format!("the command '{command}' has a value")));
        }
        Ok(Some(Line {
            command,
            args: words.collect(),
        }))
    }
}

/// Whether a value must be written in quotes.
fn needs_quotes(value: &str) -> bool {
    value.is_empty() || value.contains(|c: char| c.is_whitespace() || c == '=')
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.command)?;
        for (name, value) in &self.args {
            write!(f, " {name}")?;
            if let Some(value) = value {
                // A double quote cannot be written inside a value: it becomes a single quote.
                let value = value.replace('"', "'");
                if needs_quotes(&value) {
                    write!(f, "=\"{value}\"")?;
                } else {
                    write!(f, "={value}")?;
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Line {
        Line::parse(text).unwrap().unwrap()
    }

    #[test]
    fn reads_arguments_flags_and_quotes() {
        let line = parse(r#"  pos pos=Wbe moves="32-28 19-23"  x empty="" eq="a=b" "#);
        assert_eq!(line.command, "pos");
        assert_eq!(line.get("pos"), Some("Wbe"));
        assert_eq!(line.get("moves"), Some("32-28 19-23"));
        assert_eq!(line.get("x"), Some(""));
        assert!(line.has("x") && !line.has("y"));
        assert_eq!(line.get("empty"), Some(""));
        assert_eq!(line.get("eq"), Some("a=b"));
        assert_eq!(line.args.len(), 5);
        assert_eq!(Line::parse("   ").unwrap(), None);
        assert_eq!(parse("go think").args, vec![("think".to_string(), None)]);
    }

    #[test]
    fn refuses_malformed_lines() {
        for bad in [
            r#"pos pos="Wbe"#,
            r#"pos moves="1-2"x"#,
            r#"pos "x""#,
            "pos =3",
            "go=1",
            r#"pos a=b"c"#,
            r#"pos a"b=1"#,
        ] {
            let err = Line::parse(bad).unwrap_err();
            assert!(!err.0.is_empty(), "{bad}");
        }
    }

    #[test]
    fn writes_with_quotes_where_needed() {
        let line = Line::new("info")
            .arg("depth", 3)
            .arg("pv", "32-28 19-23")
            .arg("empty", "")
            .arg("eq", "a=b")
            .flag("think");
        let text = line.to_string();
        assert_eq!(
            text,
            r#"info depth=3 pv="32-28 19-23" empty="" eq="a=b" think"#
        );
        assert_eq!(parse(&text), line);
        assert_eq!(
            Line::new("error").arg("message", "a \"b\"").to_string(),
            "error message=\"a 'b'\""
        );
    }
}
