import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SelfSigned {
  certFile: string;
  keyFile: string;
  /** The certificate, PEM: what a client trusts it by. */
  pem: string;
  /** base64 SHA-256 of its public key: Chromium's --ignore-certificate-errors-spki-list trusts it by that. */
  spkiSha256: string;
  remove(): void;
}

/**
 * A throwaway certificate for 127.0.0.1 and localhost (openssl, as every Debian machine has it), for
 * serving the app over HTTPS with HTTP/2 in tests and in the Lighthouse harness.
 */
export function selfSignedCertificate(): SelfSigned {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  const pem = fs.readFileSync(certFile, 'utf8');
  const spki = new crypto.X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return {
    certFile,
    keyFile,
    pem,
    spkiSha256: crypto.createHash('sha256').update(spki).digest('base64'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
