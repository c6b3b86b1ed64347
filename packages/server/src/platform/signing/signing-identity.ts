import { createHash, generateKeyPairSync, randomBytes, sign as cryptoSign, verify as cryptoVerify } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';

/**
 * The portal's own signing certificate (issue 16): documents it seals carry a PDF digital signature made
 * with it, so a reader shows them as unchanged since signing. Generated at first start and kept in the
 * data directory, or given by configuration (a PEM key and certificate).
 */
export interface SigningIdentity {
  /** PKCS#12 bundle of the key and certificate, for @signpdf's P12 signer. */
  p12: Buffer;
  passphrase: string;
  certificatePem: string;
  /** SHA-256 of the certificate's DER bytes, hex: how a sealed document's signer is recognised. */
  fingerprint: string;
  /** RSA-SHA256 of `text` with the sealing key, base64 (the evidence checkpoints, issue 36 §3). */
  sign(text: string): string;
  /** Whether `signature` is this key's signature of `text`. */
  verify(text: string, signature: string): boolean;
}

export const certificateFingerprint = (cert: forge.pki.Certificate) =>
  createHash('sha256')
    .update(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary'))
    .digest('hex');

function selfSignedCertificate(commonName: string, keyPem: string, now: Date) {
  const key = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600_000);
  // Evidence is kept for three years (IRS Publication 1345); the certificate outlives it.
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600_000);
  const attrs = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: commonName },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'extKeyUsage', emailProtection: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/** Builds the identity from a PEM key and certificate (the bundle's passphrase never leaves memory). */
export function signingIdentityFromPem(keyPem: string, certificatePem: string): SigningIdentity {
  const key = forge.pki.privateKeyFromPem(keyPem);
  const cert = forge.pki.certificateFromPem(certificatePem);
  const passphrase = randomBytes(24).toString('hex');
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: 'aes256' });
  return {
    p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'),
    passphrase,
    certificatePem,
    fingerprint: certificateFingerprint(cert),
    sign: (text) => cryptoSign('sha256', Buffer.from(text), keyPem).toString('base64'),
    verify: (text, signature) => {
      try {
        return cryptoVerify('sha256', Buffer.from(text), certificatePem, Buffer.from(signature, 'base64'));
      } catch {
        return false;
      }
    },
  };
}

export interface SigningIdentityOptions {
  /** Where a generated key and certificate are kept (DATA_DIR/signing). */
  dir: string;
  commonName: string;
  /** Given by configuration: used as they are, nothing is generated. */
  keyPem?: string;
  certificatePem?: string;
  now?: Date;
}

/** Loads the configured or kept identity, creating one (key 0600) on the first start. */
export async function loadSigningIdentity(opts: SigningIdentityOptions): Promise<SigningIdentity> {
  if (opts.keyPem && opts.certificatePem) return signingIdentityFromPem(opts.keyPem, opts.certificatePem);
  const keyPath = path.join(opts.dir, 'portal-signing-key.pem');
  const certPath = path.join(opts.dir, 'portal-signing-cert.pem');
  try {
    const [keyPem, certPem] = await Promise.all([fs.readFile(keyPath, 'utf8'), fs.readFile(certPath, 'utf8')]);
    return signingIdentityFromPem(keyPem, certPem);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  await fs.mkdir(opts.dir, { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const certPem = selfSignedCertificate(opts.commonName, keyPem, opts.now ?? new Date());
  // Written once, never overwritten: two processes starting together keep whichever came first.
  try {
    await fs.writeFile(keyPath, keyPem, { mode: 0o600, flag: 'wx' });
    await fs.writeFile(certPath, certPem, { mode: 0o644, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    return loadSigningIdentity(opts);
  }
  return signingIdentityFromPem(keyPem, certPem);
}
