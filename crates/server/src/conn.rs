//! One accepted connection's hold on the server: its slot among the open connections and its
//! place in its address's count ([`Held`], given back when the socket closes — after a
//! WebSocket upgrade, when the WebSocket closes), the stream that carries that hold and counts
//! the bytes it moves ([`Conn`]), and whether a request is in progress on it ([`Busy`]), so
//! that a connection with nothing to do is closed after a time.

use std::{
    collections::HashMap,
    io,
    net::{IpAddr, Ipv6Addr},
    pin::Pin,
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, Ordering},
    },
    task::{Context, Poll},
    time::Duration,
};

use tokio::{
    io::{AsyncRead, AsyncWrite, ReadBuf},
    net::TcpStream,
    sync::{OwnedSemaphorePermit, watch},
};

/// The address a limit counts per: an IPv4 address, or an IPv6 address's /64 network (what
/// one subscriber is usually given).
pub fn address_key(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !u128::from(u64::MAX))),
        v4 => v4,
    }
}

/// Counts of something open per address, each at most `most`. Addresses with nothing open
/// leave the map, so it holds no more entries than there are open things.
#[derive(Debug)]
pub struct PerAddress<K> {
    most: usize,
    open: Mutex<HashMap<K, usize>>,
}

impl<K: std::hash::Hash + Eq + Clone> PerAddress<K> {
    pub fn new(most: usize) -> PerAddress<K> {
        PerAddress {
            most: most.max(1),
            open: Mutex::new(HashMap::new()),
        }
    }

    pub fn most(&self) -> usize {
        self.most
    }

    /// Counts one more for `key`, unless it has `most` already (then the count it has).
    pub fn take(&self, key: &K) -> Result<(), usize> {
        let mut open = self
            .open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let n = open.entry(key.clone()).or_insert(0);
        if *n >= self.most {
            return Err(*n);
        }
        *n += 1;
        Ok(())
    }

    /// Counts one less for `key`.
    pub fn give_back(&self, key: &K) {
        let mut open = self
            .open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(n) = open.get_mut(key) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                open.remove(key);
            }
        }
    }
}

/// A connection's slot among all open connections and its place in its address's count; both
/// are given back when it is dropped.
pub struct Held {
    _permit: OwnedSemaphorePermit,
    place: Option<(Arc<PerAddress<IpAddr>>, IpAddr)>,
}

impl Held {
    /// Takes a place for `ip` in `peers` (none without `peers`); `None` when its address has
    /// as many connections open as it may.
    pub fn take(
        permit: OwnedSemaphorePermit,
        peers: Option<&Arc<PerAddress<IpAddr>>>,
        ip: IpAddr,
    ) -> Option<Held> {
        let place = match peers {
            Some(peers) => {
                let key = address_key(ip);
                peers.take(&key).ok()?;
                Some((Arc::clone(peers), key))
            }
            None => None,
        };
        Some(Held {
            _permit: permit,
            place,
        })
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        if let Some((peers, key)) = &self.place {
            peers.give_back(key);
        }
    }
}

/// An accepted TCP stream that carries its connection's [`Held`] (wherever the stream goes:
/// into a WebSocket after an upgrade) and counts the bytes it moves.
pub struct Conn {
    stream: TcpStream,
    _held: Held,
    moved: Arc<AtomicU64>,
}

impl Conn {
    pub fn new(stream: TcpStream, held: Held) -> Conn {
        Conn {
            stream,
            _held: held,
            moved: Arc::new(AtomicU64::new(0)),
        }
    }

    /// The count of bytes read and written so far, as it grows.
    pub fn moved(&self) -> Arc<AtomicU64> {
        Arc::clone(&self.moved)
    }

    fn count(&self, n: usize) {
        if n > 0 {
            self.moved.fetch_add(n as u64, Ordering::Relaxed);
        }
    }
}

impl AsyncRead for Conn {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        let polled = Pin::new(&mut this.stream).poll_read(cx, buf);
        this.count(buf.filled().len().saturating_sub(before));
        polled
    }
}

impl AsyncWrite for Conn {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.stream).poll_write(cx, buf);
        if let Poll::Ready(Ok(n)) = polled {
            this.count(n);
        }
        polled
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.stream).poll_write_vectored(cx, bufs);
        if let Poll::Ready(Ok(n)) = polled {
            this.count(n);
        }
        polled
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}

/// Requests in progress on one connection, and how many have started.
#[derive(Debug)]
pub struct Busy(watch::Sender<(usize, u64)>);

/// One request in progress; it ends when dropped.
pub struct Working(Arc<Busy>);

impl Busy {
    pub fn new() -> Arc<Busy> {
        Arc::new(Busy(watch::Sender::new((0, 0))))
    }

    /// A request starts.
    pub fn enter(self: &Arc<Self>) -> Working {
        self.0.send_modify(|(active, started)| {
            *active += 1;
            *started += 1;
        });
        Working(Arc::clone(self))
    }

    /// Whether some request is in progress.
    pub fn active(&self) -> bool {
        self.0.borrow().0 > 0
    }

    /// Resolves once no request has been in progress, nor started, for `quiet`.
    pub async fn idle_for(&self, quiet: Duration) {
        let mut seen = self.0.subscribe();
        loop {
            let started = match seen.wait_for(|(active, _)| *active == 0).await {
                Ok(now) => now.1,
                Err(_) => return,
            };
            let woken = seen.wait_for(|&(active, s)| active > 0 || s != started);
            if tokio::time::timeout(quiet, woken).await.is_err() {
                return;
            }
        }
    }
}

impl Drop for Working {
    fn drop(&mut self) {
        self.0
            .0
            .send_modify(|(active, _)| *active = active.saturating_sub(1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ipv6_address_counts_as_its_network() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::2".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(address_key(a), address_key(b));
        assert_ne!(address_key(a), address_key(c));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(address_key(mapped), "192.0.2.7".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn an_address_takes_at_most_its_share_and_leaves_the_map_when_done() {
        let per = PerAddress::new(2);
        assert_eq!(per.take(&1), Ok(()));
        assert_eq!(per.take(&1), Ok(()));
        assert_eq!(per.take(&1), Err(2));
        assert_eq!(per.take(&2), Ok(()));
        per.give_back(&1);
        assert_eq!(per.take(&1), Ok(()));
        per.give_back(&1);
        per.give_back(&1);
        per.give_back(&2);
        assert!(per.open.lock().unwrap().is_empty());
    }

    #[tokio::test(start_paused = true)]
    async fn a_connection_is_idle_only_after_a_quiet_spell_without_requests() {
        let busy = Busy::new();
        let quiet = Duration::from_secs(10);
        let working = busy.enter();
        let watched = Arc::clone(&busy);
        let waiter = tokio::spawn(async move {
            tokio::time::timeout(Duration::from_secs(60), watched.idle_for(quiet)).await
        });
        tokio::time::sleep(Duration::from_secs(30)).await;
        assert!(!waiter.is_finished(), "idle while a request is in progress");
        drop(working);
        tokio::time::sleep(Duration::from_secs(5)).await;
        drop(busy.enter());
        tokio::time::sleep(Duration::from_secs(9)).await;
        assert!(
            !waiter.is_finished(),
            "a request started restarts the quiet spell"
        );
        tokio::time::sleep(Duration::from_secs(2)).await;
        assert!(waiter.await.unwrap().is_ok(), "idle after the quiet spell");
    }
}
