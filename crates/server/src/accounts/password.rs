//! Argon2id password hashes, computed off the async threads with a bound on how many run at
//! once, so that a flood of log-ins queues for the hashing threads instead of taking every
//! core and memory. Each hash works in `memory_kib` KiB of blocks lent by the hasher: at most
//! one set of blocks per permit is ever allocated, and it is reused, so the memory stays
//! `permits × memory_kib` however many log-ins come and on whichever blocking threads they run
//! (a fresh allocation per hash leaves each thread's allocator holding its own copy).

use std::{
    sync::{Arc, Mutex},
    time::Duration,
};

use anyhow::{Result, anyhow};
use argon2::{
    Algorithm, Argon2, Block, Params, PasswordHash, Version,
    password_hash::{Output, ParamsString, SaltString},
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
    /// Blocks free to lend, one set per permit at most.
    memory: Arc<Mutex<Vec<Vec<Block>>>>,
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
            memory: Arc::new(Mutex::new(Vec::new())),
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

    /// Runs `work` on a blocking thread once a permit is free, with a set of blocks lent.
    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut Vec<Block>) -> Result<T> + Send + 'static,
    ) -> Result<T, HashError> {
        let permit = tokio::time::timeout(QUEUE_WAIT, Arc::clone(&self.permits).acquire_owned())
            .await
            .map_err(|_| HashError::Busy)?
            .map_err(|e| HashError::Failed(e.into()))?;
        let memory = Arc::clone(&self.memory);
        let out = tokio::task::spawn_blocking(move || {
            let mut blocks = lock(&memory).pop().unwrap_or_default();
            let out = work(&mut blocks);
            lock(&memory).push(blocks);
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
        self.run(move |blocks| hash_with(cost, &password, blocks))
            .await
    }

    /// Whether `password` matches `stored` (a PHC string; its own parameters are used). A
    /// stored text that is not a hash matches nothing.
    ///
    /// # Errors
    /// Busy.
    pub async fn verify(&self, password: &str, stored: &str) -> Result<bool, HashError> {
        let password = password.as_bytes().to_vec();
        let stored = stored.to_string();
        self.run(move |blocks| Ok(verify_with(&password, &stored, blocks)))
            .await
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
                self.run(move |blocks| hash_with(cost, random.as_bytes(), blocks))
                    .await
            })
            .await?
            .clone();
        self.verify(password, &decoy).await.map(|_| ())
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Hashes on the calling thread (a blocking one), in memory of its own.
///
/// # Errors
/// No randomness, or parameters Argon2 refuses.
pub fn hash_now(cost: Cost, password: &[u8]) -> Result<String> {
    hash_with(cost, password, &mut Vec::new())
}

/// Hashes in `blocks` (grown to the cost's size if smaller): the PHC string.
fn hash_with(cost: Cost, password: &[u8], blocks: &mut Vec<Block>) -> Result<String> {
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).map_err(|e| anyhow!("no randomness: {e}"))?;
    let salt_text = SaltString::encode_b64(&salt).map_err(|e| anyhow!("salt: {e}"))?;
    let argon2 = Hasher::argon2(cost)?;
    let params = argon2.params().clone();
    let output = run_argon2(&argon2, password, &salt, Params::DEFAULT_OUTPUT_LEN, blocks)?;
    let hash = PasswordHash {
        algorithm: argon2::ARGON2ID_IDENT,
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(&params).map_err(|e| anyhow!("Argon2: {e}"))?,
        salt: Some(salt_text.as_salt()),
        hash: Some(output),
    };
    Ok(hash.to_string())
}

/// Argon2 over `blocks` (resized to the parameters' block count).
fn run_argon2(
    argon2: &Argon2<'_>,
    password: &[u8],
    salt: &[u8],
    length: usize,
    blocks: &mut Vec<Block>,
) -> Result<Output> {
    blocks.resize(argon2.params().block_count(), Block::default());
    Output::init_with(length, |out| {
        argon2
            .hash_password_into_with_memory(password, salt, out, &mut blocks[..])
            .map_err(Into::into)
    })
    .map_err(|e| anyhow!("Argon2: {e}"))
}

/// Checks on the calling thread (a blocking one), in memory of its own.
pub fn verify_now(password: &[u8], stored: &str) -> bool {
    verify_with(password, stored, &mut Vec::new())
}

/// The largest memory a stored hash may ask for (KiB): a row that asks for more matches
/// nothing, rather than take the server's memory.
const MOST_MEMORY_KIB: u32 = 256 * 1024;

/// Whether `password` matches the PHC string `stored`, computed in `blocks` with the
/// parameters the string carries; a comparison in constant time.
fn verify_with(password: &[u8], stored: &str, blocks: &mut Vec<Block>) -> bool {
    let Ok(parsed) = PasswordHash::new(stored) else {
        return false;
    };
    let (Some(salt), Some(expected)) = (parsed.salt, parsed.hash) else {
        return false;
    };
    let Ok(algorithm) = Algorithm::try_from(parsed.algorithm) else {
        return false;
    };
    let version = match parsed.version.map(Version::try_from).transpose() {
        Ok(version) => version.unwrap_or_default(),
        Err(_) => return false,
    };
    let Ok(params) = Params::try_from(&parsed) else {
        return false;
    };
    if params.m_cost() > MOST_MEMORY_KIB {
        return false;
    }
    let mut salt_bytes = [0u8; 64];
    let Ok(salt) = salt.decode_b64(&mut salt_bytes) else {
        return false;
    };
    let argon2 = Argon2::new(algorithm, version, params);
    run_argon2(&argon2, password, salt, expected.len(), blocks)
        .is_ok_and(|computed| computed == expected)
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
        // The blocks are lent and given back: one set for the one permit.
        assert_eq!(lock(&hasher.memory).len(), 1);
        assert_eq!(lock(&hasher.memory)[0].len(), 64);
    }

    #[test]
    fn a_hash_reads_as_the_crates_own_and_the_other_way_round() {
        use argon2::{PasswordHasher, PasswordVerifier};
        let ours = hash_now(CHEAP, b"kabe").unwrap();
        let parsed = PasswordHash::new(&ours).unwrap();
        assert!(Argon2::default().verify_password(b"kabe", &parsed).is_ok());
        assert!(Argon2::default().verify_password(b"kabf", &parsed).is_err());
        let salt = SaltString::encode_b64(b"sixteen byte slt").unwrap();
        let theirs = Hasher::argon2(CHEAP)
            .unwrap()
            .hash_password(b"kabe", &salt)
            .unwrap()
            .to_string();
        assert!(verify_now(b"kabe", &theirs));
        assert!(!verify_now(b"kabe ", &theirs));
        assert!(!verify_now(b"kabe", &theirs.replace("m=64", "m=999999999")));
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
