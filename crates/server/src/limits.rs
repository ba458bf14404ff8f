//! What one client may take of the server: connections (per address and in all), time to
//! send a request, messages, new tables. A server on the open internet meets clients
//! that open sockets and never finish a request, never read what they are sent, or send
//! as fast as they can; each limit here bounds what one of them costs the others.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The server's limits. [`Config::default`] is what `coinop serve` uses; a few can be set
/// from the environment (named on each field) for a larger machine or a load test.
#[derive(Clone, Debug)]
pub struct Config {
    /// Connections open at once, over all clients (`COINOP_MAX_CONNECTIONS`). Lowered at
    /// start to what the process's file-descriptor limit leaves room for.
    pub max_connections: usize,
    /// Connections open at once from one address (`COINOP_MAX_PER_ADDRESS`). Behind a
    /// reverse proxy every client has the proxy's address: raise it there.
    pub max_per_address: usize,
    /// An HTTP request's head (and an idle keep-alive connection's next one) must arrive
    /// within this.
    pub header_within: Duration,
    /// And the whole request, body and answer, within this.
    pub body_within: Duration,
    /// Messages waiting for one WebSocket connection; a viewer further behind is dropped
    /// (and gets the whole state again when it reconnects).
    pub outbox: usize,
    /// One message's write to a WebSocket connection; a client that does not read for
    /// this long is dropped.
    pub write_within: Duration,
    /// How often a WebSocket connection is pinged; one that has not answered the last
    /// ping by the next is dropped (it is gone, or not reading).
    pub ping_every: Duration,
    /// New tables one address may open in a burst, and per minute after that
    /// (`COINOP_NEW_TABLES_PER_MINUTE`; 0 = no limit, for load tests).
    pub new_tables_burst: f64,
    pub new_tables_per_minute: f64,
    /// Tables opened from one address whose AI players have thought in the last five
    /// minutes: at most this many; a new table with AI seats past it is refused
    /// (`COINOP_AI_TABLES_PER_ADDRESS`).
    pub ai_tables_per_address: usize,
    /// WebSockets one address may open in a burst, and per second after that (a client
    /// reconnecting in a loop makes its table build the whole state each time).
    pub ws_burst: f64,
    pub ws_per_second: f64,
    /// Reverse proxies in front of the server (`COINOP_TRUSTED_PROXIES`, addresses
    /// separated by commas): their connections are not capped per address (the proxy
    /// should cap its clients'), and the last address of their `X-Forwarded-For` names
    /// the client for the limits on new tables and AI.
    pub trusted_proxies: Vec<IpAddr>,
    /// The site is served over TLS (`COINOP_SECURE_COOKIES=1`): session cookies are
    /// `Secure`. Behind a trusted proxy, its `X-Forwarded-Proto: https` says so too.
    pub secure_cookies: bool,
    /// The site's address as players reach it (`serve --site-url`): passkeys belong to
    /// its host. None: `localhost`, on any port (a browser offers passkeys only to a
    /// secure context, and plain http is one only on localhost).
    pub site_url: Option<String>,
}

impl Default for Config {
    fn default() -> Config {
        let env = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<f64>().ok());
        Config {
            max_connections: env("COINOP_MAX_CONNECTIONS").map_or(10_000, |n| n as usize),
            max_per_address: env("COINOP_MAX_PER_ADDRESS").map_or(64, |n| n as usize),
            header_within: Duration::from_secs(10),
            body_within: Duration::from_secs(10),
            outbox: 16,
            write_within: Duration::from_secs(10),
            ping_every: Duration::from_secs(20),
            new_tables_burst: 20.0,
            new_tables_per_minute: env("COINOP_NEW_TABLES_PER_MINUTE").unwrap_or(10.0),
            ai_tables_per_address: env("COINOP_AI_TABLES_PER_ADDRESS").map_or(8, |n| n as usize),
            ws_burst: 100.0,
            ws_per_second: 10.0,
            trusted_proxies: std::env::var("COINOP_TRUSTED_PROXIES")
                .unwrap_or_default()
                .split(',')
                .filter_map(|a| a.trim().parse().ok())
                .collect(),
            secure_cookies: std::env::var("COINOP_SECURE_COOKIES")
                .is_ok_and(|v| v == "1" || v == "true"),
            site_url: None,
        }
    }
}

impl Config {
    /// Fits `max_connections` to the file descriptors the process may open, first
    /// raising its soft limit to the hard one; says so on standard error when that
    /// leaves less than was asked. Each connection is one descriptor; 64 are kept for
    /// the database, the log and the listener.
    pub fn fit_to_descriptors(&mut self) {
        let Some(fds) = descriptor_limit() else {
            return;
        };
        let room = (fds as usize).saturating_sub(64).max(16);
        if room < self.max_connections {
            eprintln!(
                "coinop: the process may open {fds} files (ulimit -n), so at most {room} \
                 connections are served at once; raise the limit for more"
            );
            self.max_connections = room;
        }
    }
}

/// The soft limit on open files, after raising it to the hard limit.
#[cfg(unix)]
fn descriptor_limit() -> Option<u64> {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the struct given.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) != 0 {
            return None;
        }
        if lim.rlim_cur < lim.rlim_max {
            let raised = libc::rlimit {
                rlim_cur: lim.rlim_max,
                rlim_max: lim.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                lim.rlim_cur = lim.rlim_max;
            }
        }
    }
    #[allow(clippy::unnecessary_cast)] // rlim_t is not u64 on every platform
    Some(lim.rlim_cur as u64)
}

#[cfg(not(unix))]
fn descriptor_limit() -> Option<u64> {
    None
}

/// The part of an address one client is counted by: an IPv6 client by its /64 network,
/// which one subscriber usually holds whole, and an IPv4 address mapped into IPv6 as
/// itself.
pub fn client_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6((u128::from(v6) & !((1u128 << 64) - 1)).into()),
        },
        v4 => v4,
    }
}

impl Config {
    /// The client a request comes from: its peer, or for a trusted reverse proxy the
    /// last address the proxy added to `X-Forwarded-For`.
    pub fn client_of(&self, peer: IpAddr, headers: &axum::http::HeaderMap) -> IpAddr {
        if !self.trusted_proxies.contains(&peer) {
            return peer;
        }
        headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|a| a.trim().parse().ok())
            .next_back()
            .unwrap_or(peer)
    }

    /// The client of a request, from the peer axum recorded and the request's headers
    /// (none where no peer was recorded: a request made in a test, not over a socket).
    pub fn client(
        &self,
        extensions: &axum::http::Extensions,
        headers: &axum::http::HeaderMap,
    ) -> Option<IpAddr> {
        extensions
            .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
            .map(|c| self.client_of(c.0.ip(), headers))
    }
}

/// Open connections, per address and in all.
#[derive(Default)]
pub struct Connections {
    total: AtomicUsize,
    by_address: Mutex<HashMap<IpAddr, usize>>,
}

/// One admitted connection; counted until dropped.
pub struct Admitted {
    connections: Arc<Connections>,
    key: IpAddr,
}

/// Why a connection was not admitted.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    Full,
    TooManyFromAddress,
}

impl Connections {
    /// Counts a new connection from `ip`, or says why it may not open.
    pub fn admit(self: &Arc<Self>, ip: IpAddr, config: &Config) -> Result<Admitted, Refused> {
        let key = client_key(ip);
        let mut map = self.by_address.lock().expect("connections lock");
        if self.total.load(Ordering::Relaxed) >= config.max_connections {
            return Err(Refused::Full);
        }
        let n = map.entry(key).or_default();
        if *n >= config.max_per_address && !config.trusted_proxies.contains(&ip) {
            return Err(Refused::TooManyFromAddress);
        }
        *n += 1;
        self.total.fetch_add(1, Ordering::Relaxed);
        Ok(Admitted {
            connections: self.clone(),
            key,
        })
    }

    /// Connections open now.
    pub fn open(&self) -> usize {
        self.total.load(Ordering::Relaxed)
    }
}

impl Drop for Admitted {
    fn drop(&mut self) {
        let mut map = self
            .connections
            .by_address
            .lock()
            .expect("connections lock");
        if let Some(n) = map.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                map.remove(&self.key);
            }
        }
        self.connections.total.fetch_sub(1, Ordering::Relaxed);
    }
}

/// A token bucket: a burst, then so many a second.
pub struct Bucket {
    pub tokens: f64,
    at: Instant,
}

impl Bucket {
    pub fn full(burst: f64) -> Bucket {
        Bucket {
            tokens: burst,
            at: Instant::now(),
        }
    }

    pub fn refill(&mut self, burst: f64, per_second: f64) {
        let now = Instant::now();
        self.tokens =
            (self.tokens + now.duration_since(self.at).as_secs_f64() * per_second).min(burst);
        self.at = now;
    }

    pub fn take(&mut self, burst: f64, per_second: f64) -> bool {
        self.refill(burst, per_second);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Something each key (an address, an account's name) may do in a burst and then so many
/// times a second.
pub struct Allowance<K> {
    burst: f64,
    per_second: f64,
    buckets: Mutex<(HashMap<K, Bucket>, Instant)>,
}

impl<K: std::hash::Hash + Eq> Allowance<K> {
    /// `per_second` 0: no limit.
    pub fn new(burst: f64, per_second: f64) -> Allowance<K> {
        Allowance {
            burst,
            per_second,
            buckets: Mutex::new((HashMap::new(), Instant::now())),
        }
    }

    /// Takes one for `key`; `Err` with the seconds to wait if there is none.
    pub fn take(&self, key: K) -> Result<(), u64> {
        if self.per_second <= 0.0 {
            return Ok(());
        }
        let (burst, rate) = (self.burst, self.per_second);
        let mut guard = self.buckets.lock().expect("limits lock");
        let (map, pruned) = &mut *guard;
        if pruned.elapsed().as_secs() >= 60 {
            // Forget keys whose allowance has refilled.
            map.retain(|_, b| {
                b.refill(burst, rate);
                b.tokens < burst
            });
            *pruned = Instant::now();
        }
        let b = map.entry(key).or_insert_with(|| Bucket::full(burst));
        if b.take(burst, rate) {
            Ok(())
        } else {
            Err(((1.0 - b.tokens) / rate).ceil() as u64)
        }
    }
}

/// Something each client address may do in a burst and then so many times a second: open
/// a table, open a WebSocket, try a password. An IPv6 client counts by its network.
pub struct PerAddress(Allowance<IpAddr>);

impl PerAddress {
    /// `per_second` 0: no limit.
    pub fn new(burst: f64, per_second: f64) -> PerAddress {
        PerAddress(Allowance::new(burst, per_second))
    }

    /// New tables, as `config` allows them.
    pub fn new_tables(config: &Config) -> PerAddress {
        PerAddress::new(config.new_tables_burst, config.new_tables_per_minute / 60.0)
    }

    /// Takes one for `ip`; `Err` with the seconds to wait if there is none.
    pub fn take(&self, ip: IpAddr) -> Result<(), u64> {
        self.0.take(client_key(ip))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn new_tables_are_counted_per_address_and_per_ipv6_network() {
        let config = Config {
            new_tables_per_minute: 10.0,
            ..Config::default()
        };
        let limits = PerAddress::new_tables(&config);
        let burst = config.new_tables_burst as u32;
        // One /64 is one subscriber: its addresses share one allowance.
        for i in 0..burst {
            let a = ip(&format!("2001:db8:1:2::{:x}", i + 1));
            assert!(limits.take(a).is_ok(), "table {i}");
        }
        let wait = limits.take(ip("2001:db8:1:2:ffff::9")).unwrap_err();
        assert!((1..=6).contains(&wait), "{wait}");
        // Another network, an IPv4 address and the same address mapped into IPv6 count
        // on their own (the last two as one).
        assert!(limits.take(ip("2001:db8:1:3::1")).is_ok());
        for _ in 0..burst {
            assert!(limits.take(ip("192.0.2.7")).is_ok());
        }
        assert!(limits.take(ip("::ffff:192.0.2.7")).is_err());
        assert!(limits.take(ip("192.0.2.8")).is_ok());
        // No limit at all when the rate is 0.
        let free = PerAddress::new_tables(&Config {
            new_tables_per_minute: 0.0,
            ..config
        });
        assert!((0..1000).all(|_| free.take(ip("192.0.2.7")).is_ok()));
    }

    #[test]
    fn a_trusted_proxy_names_its_client_and_is_not_capped_per_address() {
        let config = Config {
            max_per_address: 1,
            trusted_proxies: vec![ip("10.0.0.1")],
            ..Config::default()
        };
        let mut headers = axum::http::HeaderMap::new();
        headers.append(
            "x-forwarded-for",
            "203.0.113.9, 198.51.100.7".parse().unwrap(),
        );
        // The proxy's own last entry is the client it saw; anyone else's header is ignored.
        assert_eq!(
            config.client_of(ip("10.0.0.1"), &headers),
            ip("198.51.100.7")
        );
        assert_eq!(config.client_of(ip("10.0.0.2"), &headers), ip("10.0.0.2"));
        let c = Arc::new(Connections::default());
        let held: Vec<_> = (0..3)
            .map(|_| c.admit(ip("10.0.0.1"), &config).unwrap())
            .collect();
        let _one = c.admit(ip("10.0.0.2"), &config).unwrap();
        assert!(c.admit(ip("10.0.0.2"), &config).is_err());
        drop(held);
    }

    #[test]
    fn connections_are_capped_per_address_and_in_all_and_freed_when_dropped() {
        let config = Config {
            max_connections: 5,
            max_per_address: 3,
            ..Config::default()
        };
        let c = Arc::new(Connections::default());
        let a: Vec<_> = (0..3)
            .map(|_| c.admit(ip("192.0.2.1"), &config).unwrap())
            .collect();
        assert_eq!(
            c.admit(ip("192.0.2.1"), &config).err(),
            Some(Refused::TooManyFromAddress)
        );
        let b: Vec<_> = (0..2)
            .map(|_| c.admit(ip("2001:db8::1"), &config).unwrap())
            .collect();
        assert_eq!(c.admit(ip("192.0.2.9"), &config).err(), Some(Refused::Full));
        assert_eq!(c.open(), 5);
        drop(a);
        assert_eq!(c.open(), 2);
        assert!(c.admit(ip("192.0.2.1"), &config).is_ok());
        drop(b);
        assert!(c.by_address.lock().unwrap().is_empty());
    }
}
