//! Argon2id password hashes, computed off the async threads with a bound on how many run at
//! once, so that a flood of log-ins queues for the hashing threads instead of taking every
//! core and memory (each hash holds `memory_kib` KiB while it runs).

use std::{sync::Arc, time::Duration};

use anyhow::{Result, anyhow};
use argon2::{
    Algorithm, Argon2, Params, PasswordHash, PasswordHasher, PasswordVerifier, Version,
    password_hash::SaltString,
};
use tokio::sync::{OnceCell, Semaphore};

/// Argon2id's cost: memory in KiB, passes and lanes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cost {
    pub memory_kib: u32,
    pub passes: u32,
    pub lanes: u32,
}

impl Default for Cost {
    /// OWASP's first choice for Argon2id: 19 MiB, two passes, one lane.
    fn default() -> Cost {
        Cost {
            memory_kib: 19 * 1024,
            passes: 2,
            lanes: 1,
        }
    }
}

/// How long a log-in waits for a hashing thread before it is refused as busy.
pub const QUEUE_WAIT: Duration = Duration::from_secs(10);

/// The hasher: the cost of new hashes and the permits of the hashes running.
pub struct Hasher {
    cost: Cost,
    permits: Arc<Semaphore>,
    /// A hash of a random password, checked when a name has no account so that an unknown
    /// name takes as long to refuse as a wrong password.
    decoy: OnceCell<String>,
}

/// Why a hash was not computed.
#[derive(Debug)]
pub enum HashError {
    /// Every hashing thread stayed busy for [`QUEUE_WAIT`].
    Busy,
    Failed(anyhow::Error),
}

impl Hasher {
    /// At most `concurrent` hashes at once (at least one).
    pub fn new(cost: Cost, concurrent: usize) -> Hasher {
        Hasher {
            cost,
            permits: Arc::new(Semaphore::new(concurrent.max(1))),
            decoy: OnceCell::new(),
        }
    }

    /// The cost of new hashes.
    pub fn cost(&self) -> Cost {
        self.cost
    }

    fn argon2(cost: Cost) -> Result<Argon2<'static>> {
        let params = Params::new(cost.memory_kib, cost.passes, cost.lanes, None)
            .map_err(|e| anyhow!("Argon2 parameters: {e}"))?;
        Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
    }

    /// Runs `work` on a blocking thread once a permit is free.
    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> Result<T> + Send + 'static,
    ) -> Result<T, HashError> {
        let permit = tokio::time::timeout(QUEUE_WAIT, Arc::clone(&self.permits).acquire_owned())
            .await
            .map_err(|_| HashError::Busy)?
            .map_err(|e| HashError::Failed(e.into()))?;
        let out = tokio::task::spawn_blocking(move || {
            let out = work();
            drop(permit);
            out
        })
        .await
        .map_err(|e| HashError::Failed(e.into()))?;
        out.map_err(HashError::Failed)
    }

    /// A new PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`) for `password`.
    ///
    /// # Errors
    /// Busy, or no randomness.
    pub async fn hash(&self, password: &str) -> Result<String, HashError> {
        let password = password.as_bytes().to_vec();
        let cost = self.cost;
        self.run(move || hash_now(cost, &password)).await
    }

    /// Whether `password` matches `stored` (a PHC string; its own parameters are used). A
    /// stored text that is not a hash matches nothing.
    ///
    /// # Errors
    /// Busy.
    pub async fn verify(&self, password: &str, stored: &str) -> Result<bool, HashError> {
        let password = password.as_bytes().to_vec();
        let stored = stored.to_string();
        self.run(move || Ok(verify_now(&password, &stored))).await
    }

    /// Spends the time of a verification without an account to check against.
    ///
    /// # Errors
    /// Busy.
    pub async fn verify_nothing(&self, password: &str) -> Result<(), HashError> {
        let cost = self.cost;
        let decoy = self
            .decoy
            .get_or_try_init(|| async {
                let random = crate::secret::token().map_err(HashError::Failed)?;
                self.run(move || hash_now(cost, random.as_bytes())).await
            })
            .await?
            .clone();
        self.verify(password, &decoy).await.map(|_| ())
    }
}

/// Hashes on the calling thread (a blocking one).
pub fn hash_now(cost: Cost, password: &[u8]) -> Result<String> {
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).map_err(|e| anyhow!("no randomness: {e}"))?;
    let salt = SaltString::encode_b64(&salt).map_err(|e| anyhow!("salt: {e}"))?;
    let hash = Hasher::argon2(cost)?
        .hash_password(password, &salt)
        .map_err(|e| anyhow!("Argon2: {e}"))?;
    Ok(hash.to_string())
}

/// Checks on the calling thread (a blocking one).
pub fn verify_now(password: &[u8], stored: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(stored) else {
        return false;
    };
    Argon2::default().verify_password(password, &parsed).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cheap cost for tests of behaviour, not of strength.
    const CHEAP: Cost = Cost {
        memory_kib: 64,
        passes: 1,
        lanes: 1,
    };

    #[tokio::test]
    async fn a_hash_matches_its_password_only() {
        let hasher = Hasher::new(CHEAP, 1);
        let stored = hasher.hash("correct horse").await.unwrap();
        assert!(
            stored.starts_with("$argon2id$v=19$m=64,t=1,p=1$"),
            "{stored}"
        );
        assert!(!stored.contains("correct horse"));
        assert!(hasher.verify("correct horse", &stored).await.unwrap());
        assert!(!hasher.verify("correct horsf", &stored).await.unwrap());
        assert!(!hasher.verify("correct horse", "not a hash").await.unwrap());
        let again = hasher.hash("correct horse").await.unwrap();
        assert_ne!(stored, again, "each hash has its own salt");
        hasher.verify_nothing("x").await.unwrap();
    }

    #[test]
    fn the_default_cost_is_owasps_and_reads_back_from_the_hash() {
        let cost = Cost::default();
        assert_eq!((cost.memory_kib, cost.passes, cost.lanes), (19_456, 2, 1));
        let stored = hash_now(cost, b"pw").unwrap();
        assert!(
            stored.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{stored}"
        );
        assert!(verify_now(b"pw", &stored));
    }
}
