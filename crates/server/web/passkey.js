// @ts-check
// Passkeys in the browser (WebAuthn): the server's options arrive with their binary
// fields in base64url, and the credential goes back the same way. A page offers passkeys
// only where they can work: a secure context on the host the server's passkeys belong to.
import { api } from './site.js';
import { t } from './i18n.js';

/** @param {string} s base64url @returns {ArrayBuffer} */
function bytes(s) {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0)).buffer;
}

/** @param {ArrayBuffer | null} b @returns {string | null} base64url, unpadded */
function text(b) {
  if (!b) return null;
  let raw = '';
  for (const c of new Uint8Array(b)) raw += String.fromCharCode(c);
  return btoa(raw).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Whether this page can use the server's passkeys (`host`: theirs, or null: none).
 * @param {string | null | undefined} host */
export function passkeysHere(host) {
  if (!host || !window.isSecureContext || !('PublicKeyCredential' in window)) return false;
  return location.hostname === host;
}

/** The person's words for a passkey that was not used. @param {any} e */
export function passkeyError(e) {
  if (e && (e.name === 'NotAllowedError' || e.name === 'AbortError')) return t('account-passkey-cancelled');
  if (e && e.name === 'InvalidStateError') return t('account-passkey-already');
  if (e && e.name === 'SecurityError') return t('account-passkey-insecure');
  return null;
}

/** Makes a passkey for a registration the server began (`path` begins it with `body`),
 * and sends it back; the server's answer. @param {string} path @param {any} body */
export async function registerPasskey(path, body) {
  const { ceremony, options } = await api(path, body);
  const pk = options.publicKey;
  pk.challenge = bytes(pk.challenge);
  pk.user.id = bytes(pk.user.id);
  for (const c of pk.excludeCredentials || []) c.id = bytes(c.id);
  const made = /** @type {PublicKeyCredential} */ (await navigator.credentials.create({ publicKey: pk }));
  const r = /** @type {AuthenticatorAttestationResponse} */ (made.response);
  const credential = {
    id: made.id, rawId: text(made.rawId), type: made.type, extensions: {},
    response: { attestationObject: text(r.attestationObject), clientDataJSON: text(r.clientDataJSON) },
  };
  return api('/api/account/passkeys/register', { ceremony, credential });
}

/** Asks the browser for any passkey of this site: the proof to send (to sign in, or to
 * confirm who one is). */
export async function provePasskey() {
  const { ceremony, options } = await api('/api/account/passkeys/sign-in-options', {});
  const pk = options.publicKey;
  pk.challenge = bytes(pk.challenge);
  for (const c of pk.allowCredentials || []) c.id = bytes(c.id);
  const got = /** @type {PublicKeyCredential} */ (await navigator.credentials.get({ publicKey: pk }));
  const r = /** @type {AuthenticatorAssertionResponse} */ (got.response);
  const credential = {
    id: got.id, rawId: text(got.rawId), type: got.type, extensions: {},
    response: {
      authenticatorData: text(r.authenticatorData), clientDataJSON: text(r.clientDataJSON),
      signature: text(r.signature), userHandle: text(r.userHandle),
    },
  };
  return { ceremony, credential };
}
