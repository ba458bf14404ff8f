//! A small HTTP client for the tools and tests that talk to a server: one JSON request
//! over a connection the caller has opened (from whatever local address it chose), with
//! hyper doing the HTTP.

use anyhow::{Context, Result};
use axum::body::Bytes;
use axum::http::{Request, header};
use http_body_util::{BodyExt, Full};
use hyper_util::rt::TokioIo;
use serde_json::Value;
use tokio::net::TcpStream;

/// Sends `method path` with `body` (JSON) on `stream` to `host`; the status and the body's
/// JSON (`null` if it is not JSON).
pub async fn request(
    stream: TcpStream,
    host: &str,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> Result<(u16, Value)> {
    let (mut sender, conn) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
        .await
        .context("no HTTP connection")?;
    tokio::spawn(conn);
    let body = body.map(Value::to_string).unwrap_or_default();
    let req = Request::builder()
        .method(method)
        .uri(path)
        .header(header::HOST, host)
        .header(header::CONTENT_TYPE, "application/json")
        .body(Full::new(Bytes::from(body)))?;
    let res = sender.send_request(req).await?;
    let status = res.status().as_u16();
    let bytes = res.into_body().collect().await?.to_bytes();
    Ok((
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    ))
}
