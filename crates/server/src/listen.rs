//! Accepting connections: each is admitted against the connection caps, given header and
//! idle timeouts, and counted until its socket closes, WebSocket or not.

use crate::limits::{Admitted, Config, Connections, Refused};
use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tower::Service;

/// Serves `app` on `listener` until `shutdown` completes; then stops accepting and lets
/// open requests finish.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    config: Config,
    shutdown: impl Future<Output = ()> + Send,
) {
    let connections = Arc::new(Connections::default());
    let mut make = app.into_make_service_with_connect_info::<SocketAddr>();
    let (closing, closed) = tokio::sync::watch::channel(false);
    let mut shutdown = std::pin::pin!(shutdown);
    let mut complained = None::<tokio::time::Instant>;
    loop {
        let (tcp, addr) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(x) => x,
                Err(e) => {
                    // Out of file descriptors, most likely: say so once a second, and give
                    // open connections a moment to finish before trying again.
                    if complained.is_none_or(|t| t.elapsed() >= Duration::from_secs(1)) {
                        tracing::error!("cannot accept a connection: {e}");
                        complained = Some(tokio::time::Instant::now());
                    }
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let admitted = match connections.admit(addr.ip(), &config) {
            Ok(a) => a,
            Err(why) => {
                tokio::spawn(turn_away(tcp, why));
                continue;
            }
        };
        let _ = tcp.set_nodelay(true);
        hold_little_unsent(&tcp);
        let Ok(service) = make.call(addr).await;
        let service = TowerToHyperService::new(service);
        let io = TokioIo::new(Counted {
            tcp,
            _admitted: admitted,
            write_within: config.write_within,
            stalled: None,
        });
        let header_within = config.header_within;
        let mut closed = closed.clone();
        tokio::spawn(async move {
            // HTTP/1 only: browsers speak HTTP/2 only over TLS, which a reverse proxy in
            // front ends (and hyper-util's sniffing for it reads with no timeout).
            let conn = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(header_within)
                .serve_connection(io, service)
                .with_upgrades();
            let mut conn = std::pin::pin!(conn);
            tokio::select! {
                _ = conn.as_mut() => return,
                _ = closed.wait_for(|c| *c) => {}
            }
            conn.as_mut().graceful_shutdown();
            let _ = conn.await;
        });
    }
    let _ = closing.send(true);
}

/// Answers a connection over the caps, and closes it: 503 when the server is full, 429
/// (as every other limit of one client answers) when its address has too many open.
async fn turn_away(mut tcp: TcpStream, why: Refused) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let (status, text) = match why {
        Refused::Full => (
            "503 Service Unavailable",
            "the server is full; try again in a minute",
        ),
        Refused::TooManyFromAddress => (
            "429 Too Many Requests",
            "too many connections from your address; close some and try again",
        ),
    };
    let response = format!(
        "HTTP/1.1 {status}\r\ncontent-type: text/plain; charset=utf-8\r\n\
         content-length: {}\r\nretry-after: 10\r\nconnection: close\r\n\r\n{text}",
        text.len()
    );
    // Read what the client sent first (a second at most): closing a socket with unread
    // data resets it, and the reset would overtake the answer.
    let mut request = [0u8; 4096];
    let _ = tokio::time::timeout(Duration::from_secs(1), tcp.read(&mut request)).await;
    let _ = tokio::time::timeout(Duration::from_secs(2), async {
        tcp.write_all(response.as_bytes()).await?;
        tcp.shutdown().await
    })
    .await;
}

/// What the kernel may hold of a connection's unsent bytes. Without a bound a client that
/// never reads had the kernel grow its send buffer to 4 MB (`tcp_wmem`'s ceiling) before a
/// write had to wait: 60 such clients held 226 MB while the server's own memory stayed at
/// 20 MB. With it a write waits (and the stall timer runs) once this much is queued;
/// what is in flight stays bounded by the client's own receive window.
const UNSENT_AT_MOST: u32 = 128 * 1024;

fn hold_little_unsent(tcp: &TcpStream) {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    let _ = socket2::SockRef::from(tcp).set_tcp_notsent_lowat(UNSENT_AT_MOST);
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    let _ = socket2::SockRef::from(tcp).set_send_buffer_size(UNSENT_AT_MOST as usize);
}

/// A connection's socket, counted against the caps for as long as it is open (through a
/// WebSocket upgrade too: the upgraded connection owns this). A write that cannot go on
/// for `write_within` (the client does not read: a response, or a WebSocket) fails, and
/// the connection with it.
struct Counted {
    tcp: TcpStream,
    _admitted: Admitted,
    write_within: Duration,
    stalled: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl Counted {
    /// `poll` of a write, with the stall timer: started when the write must wait,
    /// dropped when it goes on.
    fn timed<T>(
        &mut self,
        cx: &mut Context<'_>,
        poll: impl FnOnce(Pin<&mut TcpStream>, &mut Context<'_>) -> Poll<io::Result<T>>,
    ) -> Poll<io::Result<T>> {
        match poll(Pin::new(&mut self.tcp), cx) {
            Poll::Ready(r) => {
                self.stalled = None;
                Poll::Ready(r)
            }
            Poll::Pending => {
                let within = self.write_within;
                let stall = self
                    .stalled
                    .get_or_insert_with(|| Box::pin(tokio::time::sleep(within)));
                match stall.as_mut().poll(cx) {
                    Poll::Ready(()) => {
                        // Closed gracefully, the socket would outlive us for most of a
                        // minute, its unsent bytes with it, while the kernel probes a
                        // window that never opens: reset it instead.
                        let _ = self.tcp.set_zero_linger();
                        Poll::Ready(Err(io::Error::new(
                            io::ErrorKind::TimedOut,
                            "the client does not read",
                        )))
                    }
                    Poll::Pending => Poll::Pending,
                }
            }
        }
    }
}

impl AsyncRead for Counted {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.tcp).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        self.timed(cx, |tcp, cx| tcp.poll_write(cx, buf))
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.timed(cx, |tcp, cx| tcp.poll_flush(cx))
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.tcp).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        self.timed(cx, |tcp, cx| tcp.poll_write_vectored(cx, bufs))
    }

    fn is_write_vectored(&self) -> bool {
        self.tcp.is_write_vectored()
    }
}
