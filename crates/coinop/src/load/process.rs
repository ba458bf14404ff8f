//! The server's process: started as our child (and stopped, whatever happens), its CPU
//! time and memory from /proc, and the state of a slow reader's socket.

use anyhow::{Context, Result, anyhow};
use std::io::BufRead;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;
use tokio::net::TcpStream;

/// Whether the connection is still established (no FIN or RST from the server), and
/// the bytes waiting unread in its receive queue.
#[cfg(target_os = "linux")]
const TCP_ESTABLISHED: u8 = 1;

#[cfg(target_os = "linux")]
pub fn socket_state(stream: &TcpStream) -> (bool, u64) {
    use std::os::fd::AsRawFd;
    let fd = stream.as_raw_fd();
    // SAFETY: `info` and `unread` are plain data of the sizes passed; `fd` is open for as
    // long as `stream` is borrowed.
    unsafe {
        let mut info: libc::tcp_info = std::mem::zeroed();
        let mut len = std::mem::size_of::<libc::tcp_info>() as libc::socklen_t;
        let ok = libc::getsockopt(
            fd,
            libc::IPPROTO_TCP,
            libc::TCP_INFO,
            (&raw mut info).cast(),
            &mut len,
        ) == 0;
        let mut unread: libc::c_int = 0;
        libc::ioctl(fd, libc::FIONREAD, &mut unread);
        (
            !ok || info.tcpi_state == TCP_ESTABLISHED,
            unread.max(0) as u64,
        )
    }
}

#[cfg(not(target_os = "linux"))]
pub fn socket_state(_: &TcpStream) -> (bool, u64) {
    (true, 0)
}

/// A process's CPU time (user + system) in seconds, from /proc.
pub fn cpu_seconds(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // After the command's closing parenthesis, fields 3 on: utime and stime are 14, 15.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 / clock_ticks())
}

#[cfg(unix)]
fn clock_ticks() -> f64 {
    // SAFETY: sysconf reads a constant of the system.
    match unsafe { libc::sysconf(libc::_SC_CLK_TCK) } {
        n if n > 0 => n as f64,
        _ => 100.0,
    }
}

#[cfg(not(unix))]
fn clock_ticks() -> f64 {
    100.0
}

/// A memory figure of /proc/PID/status (VmRSS, VmHWM), in KiB.
pub fn status_kib(pid: u32, key: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix(key)?.strip_prefix(':'))?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// The server we started: killed when dropped, whatever happened.
pub struct Child {
    child: std::process::Child,
    dir: PathBuf,
}

impl Child {
    /// `coinop serve` on a free loopback port and a fresh database in `dir`; its address.
    pub fn start(dir: PathBuf) -> Result<(Child, SocketAddr)> {
        std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
        let log = std::fs::File::create(dir.join("server.log"))?;
        let mut child = std::process::Command::new(std::env::current_exe()?)
            .args(["serve", "--addr", "127.0.0.1:0", "--db"])
            .arg(dir.join("load.db"))
            .env_remove("COINOP_DATABASE_URL")
            // No limit on new tables (0 = unlimited); client addresses are spread too.
            .env("COINOP_NEW_TABLES_PER_MINUTE", "0")
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(log)
            .spawn()
            .context("starting the server")?;
        let stdout = child.stdout.take().context("the server's output")?;
        let child = Child { child, dir };
        let (tx, rx) = std::sync::mpsc::channel();
        // Read every line, so the server never blocks on a full pipe.
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if let Some(addr) = line.strip_prefix("listening on http://") {
                    let _ = tx.send(addr.trim_end_matches('/').to_string());
                }
            }
        });
        let addr = rx
            .recv_timeout(Duration::from_secs(60))
            .map_err(|_| anyhow!("the server did not say where it listens: {}", child.log(5)))?;
        let addr = addr
            .parse()
            .with_context(|| format!("the server's address {addr:?}"))?;
        Ok((child, addr))
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// The first `n` lines of the server's log.
    pub fn log(&self, n: usize) -> String {
        std::fs::read_to_string(self.dir.join("server.log"))
            .unwrap_or_default()
            .lines()
            .take(n)
            .collect::<Vec<_>>()
            .join("\n")
    }

    pub fn log_lines(&self) -> usize {
        std::fs::read_to_string(self.dir.join("server.log"))
            .map(|t| t.lines().count())
            .unwrap_or(0)
    }

    /// Ctrl-C, as a person would stop it; killed if it has not gone in 10 s.
    pub fn stop(&mut self) {
        #[cfg(unix)]
        // SAFETY: a signal to our own child, whose pid we hold until it is reaped.
        unsafe {
            libc::kill(self.child.id() as libc::pid_t, libc::SIGINT);
        }
        let until = std::time::Instant::now() + Duration::from_secs(10);
        while std::time::Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Child {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
