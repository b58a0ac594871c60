//! Random game ids and tokens, and the hashes under which tokens are stored.

use anyhow::{Result, anyhow};
use sha2::{Digest, Sha256};

/// Letters of game ids: lowercase, without look-alikes.
const ID_ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";

fn random_bytes<const N: usize>() -> Result<[u8; N]> {
    let mut buf = [0u8; N];
    getrandom::fill(&mut buf).map_err(|e| anyhow!("no randomness: {e}"))?;
    Ok(buf)
}

/// A new game id: 10 letters and digits (about 49 bits).
pub fn game_id() -> Result<String> {
    let bytes = random_bytes::<10>()?;
    Ok(bytes
        .iter()
        .map(|b| ID_ALPHABET[*b as usize % ID_ALPHABET.len()] as char)
        .collect())
}

/// A new secret: 32 random bytes in hex (256 bits).
pub fn token() -> Result<String> {
    Ok(hex(&random_bytes::<32>()?))
}

/// A random number (seeds, a random colour).
pub fn random_u64() -> Result<u64> {
    Ok(u64::from_le_bytes(random_bytes::<8>()?))
}

/// The SHA-256 of a token in hex: what the database keeps.
pub fn hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_distinct_and_hashed() {
        let a = token().unwrap();
        let b = token().unwrap();
        assert_eq!(a.len(), 64);
        assert_ne!(a, b);
        assert_eq!(hash(&a).len(), 64);
        assert_ne!(hash(&a), a);
        assert_eq!(
            hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        let id = game_id().unwrap();
        assert_eq!(id.len(), 10);
        assert!(id.bytes().all(|c| ID_ALPHABET.contains(&c)));
    }
}
