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
    let (status, value, _) = request_as(stream, host, method, path, body, None).await?;
    Ok((status, value))
}

/// [`request`] as a signed-in person: with `cookie` (the session's `name=value`) and our
/// own page's `Origin`, as a browser sends it; also the session cookie the answer set
/// (`name=value`), if it set one.
pub async fn request_as(
    stream: TcpStream,
    host: &str,
    method: &str,
    path: &str,
    body: Option<&Value>,
    cookie: Option<&str>,
) -> Result<(u16, Value, Option<String>)> {
    let (mut sender, conn) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
        .await
        .context("no HTTP connection")?;
    tokio::spawn(conn);
    let body = body.map(Value::to_string).unwrap_or_default();
    let mut req = Request::builder()
        .method(method)
        .uri(path)
        .header(header::HOST, host)
        .header(header::CONTENT_TYPE, "application/json");
    if let Some(c) = cookie {
        req = req
            .header(header::COOKIE, c)
            .header(header::ORIGIN, format!("http://{host}"));
    }
    let res = sender
        .send_request(req.body(Full::new(Bytes::from(body)))?)
        .await?;
    let status = res.status().as_u16();
    let set = res
        .headers()
        .get(header::SET_COOKIE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .filter(|kv| kv.split_once('=').is_some_and(|(_, v)| !v.is_empty()))
        .map(str::to_string);
    let bytes = res.into_body().collect().await?.to_bytes();
    Ok((
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        set,
    ))
}
