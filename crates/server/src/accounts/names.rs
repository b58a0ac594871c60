//! User names and passwords as typed: what is accepted, and the folded form under which a
//! name is unique.
//!
//! A name is 2 to 20 of the ASCII letters and digits, `_` and `-`, beginning with a letter or a
//! digit. Letters of other scripts are refused on purpose: a Cyrillic "а" and a Latin "a" look
//! alike, and two names that read the same would let one player pass for another. Names are
//! unique without regard to case: the folded name (lower case) is the account's id.

use ply_core::{Message, msg};

/// The shortest and longest name, in characters.
pub const NAME_LENGTH: (usize, usize) = (2, 20);
/// The shortest and longest password, in characters.
pub const PASSWORD_LENGTH: (usize, usize) = (8, 128);

/// Names no account may take: what a deleted account is shown as, and what a seat without
/// an account is called.
const RESERVED: [&str; 2] = ["deleted", "anonymous"];

/// The name's folded form (its id) when it is a name an account may have; else why not.
///
/// # Errors
/// The name is too short or too long, has a character outside `A-Z a-z 0-9 _ -`, begins with
/// `_` or `-`, or is reserved.
pub fn check_name(name: &str) -> Result<String, Message> {
    let (least, most) = NAME_LENGTH;
    let length = name.chars().count();
    if length < least || length > most {
        return Err(msg!(
            "account_name_length",
            least = least as i64,
            most = most as i64
        ));
    }
    if let Some(bad) = name
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '_' || *c == '-'))
    {
        return Err(msg!("account_name_character", character = bad.to_string()));
    }
    if !name.starts_with(|c: char| c.is_ascii_alphanumeric()) {
        return Err(msg!("account_name_start"));
    }
    let id = fold(name);
    if RESERVED.contains(&id.as_str()) {
        return Err(msg!("account_name_reserved", name = name));
    }
    Ok(id)
}

/// The folded form of a name as typed (for looking a name up: never an error, an odd name
/// simply matches no account).
pub fn fold(name: &str) -> String {
    name.to_ascii_lowercase()
}

/// Checks a new password's length.
///
/// # Errors
/// It is shorter or longer than [`PASSWORD_LENGTH`] allows.
pub fn check_password(password: &str) -> Result<(), Message> {
    let (least, most) = PASSWORD_LENGTH;
    let length = password.chars().count();
    if length < least || length > most {
        return Err(msg!(
            "account_password_length",
            least = least as i64,
            most = most as i64
        ));
    }
    Ok(())
}

/// A new random password for the operator to hand over: 20 letters and digits (about 119
/// bits).
///
/// # Errors
/// No randomness.
pub fn random_password() -> anyhow::Result<String> {
    const LETTERS: &[u8] = b"abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut bytes = [0u8; 20];
    getrandom::fill(&mut bytes).map_err(|e| anyhow::anyhow!("no randomness: {e}"))?;
    // 256 is not a multiple of the alphabet's 55 letters: a byte beyond the last whole
    // multiple is drawn again, so every letter is equally likely.
    let mut out = String::new();
    let mut pool = bytes.to_vec();
    while out.len() < 20 {
        let Some(b) = pool.pop() else {
            let mut more = [0u8; 20];
            getrandom::fill(&mut more).map_err(|e| anyhow::anyhow!("no randomness: {e}"))?;
            pool.extend_from_slice(&more);
            continue;
        };
        let whole = 256 - 256 % LETTERS.len();
        if usize::from(b) < whole {
            out.push(LETTERS[usize::from(b) % LETTERS.len()] as char);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_letters_digits_underscores_and_hyphens_are_folded() {
        assert_eq!(check_name("Jaan").unwrap(), "jaan");
        assert_eq!(check_name("ab").unwrap(), "ab");
        assert_eq!(check_name("K_9-x").unwrap(), "k_9-x");
        assert_eq!(check_name("07").unwrap(), "07");
        assert_eq!(check_name("A2345678901234567890").unwrap().len(), 20);
        assert_eq!(fold("MiXeD"), fold("mixed"));
    }

    #[test]
    fn odd_names_are_refused_with_the_reason() {
        let code = |name: &str| check_name(name).unwrap_err().code().to_string();
        assert_eq!(code(""), "account_name_length");
        assert_eq!(code("a"), "account_name_length");
        assert_eq!(code("A23456789012345678901"), "account_name_length");
        assert_eq!(code(&"x".repeat(10_000)), "account_name_length");
        assert_eq!(code("jaan tamm"), "account_name_character");
        assert_eq!(code("Jõgi"), "account_name_character");
        assert_eq!(code("аdmin"), "account_name_character", "a Cyrillic а");
        assert_eq!(code("x'; DROP TABLE users; --"), "account_name_length");
        assert_eq!(code("a'--"), "account_name_character");
        assert_eq!(code("a\u{0}b"), "account_name_character");
        assert_eq!(code("_x"), "account_name_start");
        assert_eq!(code("-x"), "account_name_start");
        assert_eq!(code("Deleted"), "account_name_reserved");
        assert_eq!(code("anonymous"), "account_name_reserved");
        let bad = check_name("a b").unwrap_err();
        assert_eq!(bad.args().len(), 1);
    }

    #[test]
    fn random_passwords_are_long_valid_and_distinct() {
        let a = random_password().unwrap();
        assert_eq!(a.len(), 20);
        assert!(check_password(&a).is_ok());
        assert_ne!(a, random_password().unwrap());
    }

    #[test]
    fn passwords_are_bounded_in_characters() {
        assert!(check_password("12345678").is_ok());
        assert!(check_password("õõõõõõõõ").is_ok());
        assert!(check_password(&"p".repeat(128)).is_ok());
        assert_eq!(
            check_password("1234567").unwrap_err().code(),
            "account_password_length"
        );
        assert!(check_password(&"p".repeat(129)).is_err());
    }
}
