import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { certificateFingerprint } from './signing-identity.ts';

export type SealCheck =
  | { status: 'not_sealed' }
  /** A signature is there, but the bytes it covers changed, bytes were added, or it does not verify. */
  | { status: 'changed'; reason: string }
  | { status: 'intact'; signerFingerprint: string; signedAt: Date | null; byPortal: boolean };

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

function lastByteRange(pdf: Buffer): [number, number, number, number] | null {
  // ByteRange entries are ASCII; latin1 keeps one character per byte, so offsets stay byte offsets.
  const text = pdf.toString('latin1');
  let last: RegExpExecArray | null = null;
  for (let m = BYTE_RANGE.exec(text); m; m = BYTE_RANGE.exec(text)) last = m;
  BYTE_RANGE.lastIndex = 0;
  return last ? [Number(last[1]), Number(last[2]), Number(last[3]), Number(last[4])] : null;
}

const attr = (attrs: { type: string; value: unknown }[], oid: string) => attrs.find((a) => a.type === oid)?.value;

/**
 * Checks a PDF's last digital signature the way a reader does: the signed byte ranges must cover the
 * whole file but the signature itself, their SHA-256 must be the signed message digest, and the signature
 * over the signed attributes must verify with the certificate it carries. `portalFingerprint` says
 * whether that certificate is the portal's own.
 */
export function verifyPdfSeal(pdf: Buffer, portalFingerprint: string): SealCheck {
  const range = lastByteRange(pdf);
  if (!range) return { status: 'not_sealed' };
  const [start, firstLength, secondStart, secondLength] = range;
  if (start !== 0 || secondStart + secondLength !== pdf.length || secondStart <= firstLength) {
    return { status: 'changed', reason: 'The signature does not cover the whole file' };
  }
  const contents = pdf
    .subarray(firstLength, secondStart)
    .toString('latin1')
    .replace(/[<>\s]/g, '');
  if (!/^[0-9a-fA-F]*$/.test(contents)) return { status: 'changed', reason: 'The signature is damaged' };
  const der = Buffer.from(contents, 'hex');
  let message: forge.pkcs7.PkcsSignedData;
  try {
    // The signature is padded with zeros to its placeholder's size: parse the DER and leave the rest.
    const options = { strict: false, parseAllBytes: false } as unknown as boolean;
    message = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')), options),
    ) as forge.pkcs7.PkcsSignedData;
  } catch {
    return { status: 'changed', reason: 'The signature is damaged' };
  }
  const raw = (message as unknown as { rawCapture: Record<string, unknown> }).rawCapture;
  const cert = message.certificates[0];
  if (!cert || !raw.authenticatedAttributes) return { status: 'changed', reason: 'The signature is damaged' };

  const signed = Buffer.concat([pdf.subarray(0, firstLength), pdf.subarray(secondStart, secondStart + secondLength)]);
  const digest = createHash('sha256').update(signed).digest('binary');
  const attrs = (raw.authenticatedAttributes as forge.asn1.Asn1[]).map((a) => {
    const [typeAsn1, valueSet] = a.value as forge.asn1.Asn1[];
    return {
      type: forge.asn1.derToOid(typeAsn1!.value as string),
      value: ((valueSet!.value as forge.asn1.Asn1[])[0] as forge.asn1.Asn1).value,
    };
  });
  if (attr(attrs, forge.pki.oids.messageDigest!) !== digest) {
    return { status: 'changed', reason: 'The document changed after it was signed' };
  }
  // The signature is over the DER of the attributes as a SET (tag 0x31), not as captured ([0] IMPLICIT).
  const set = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    raw.authenticatedAttributes as forge.asn1.Asn1[],
  );
  const md = forge.md.sha256.create();
  md.update(forge.asn1.toDer(set).getBytes());
  let valid = false;
  try {
    valid = (cert.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().getBytes(), raw.signature as string);
  } catch {
    valid = false;
  }
  if (!valid) return { status: 'changed', reason: 'The signature does not verify' };
  const time = attr(attrs, forge.pki.oids.signingTime!);
  const fingerprint = certificateFingerprint(cert);
  return {
    status: 'intact',
    signerFingerprint: fingerprint,
    signedAt: typeof time === 'string' ? forge.asn1.utcTimeToDate(time) : null,
    byPortal: fingerprint === portalFingerprint,
  };
}
