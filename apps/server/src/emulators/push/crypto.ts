import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

// The browser's half of Web Push encryption (RFC 8291, aes128gcm), so the emulator can read
// what it receives: a wrong key, salt or padding from the sender fails here as in a browser.

export interface EmulatedBrowserKeys {
  /** Public key (uncompressed P-256 point) and auth secret as PushSubscription.keys has them. */
  p256dh: string;
  auth: string;
  privateKey: string;
}

export function newBrowserKeys(): EmulatedBrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

const info = (s: string) => Buffer.from(`${s}\0`, 'latin1');

/** Decrypts one aes128gcm record; throws on anything a browser would reject. */
export function decryptPush(body: Buffer, keys: { privateKey: string; auth: string }): string {
  if (body.length < 21 + 65 + 17) throw new Error('body too short');
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([info('WebPush: info'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(
    hkdfSync('sha256', shared, Buffer.from(keys.auth, 'base64url'), keyInfo, 32),
  );
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}
