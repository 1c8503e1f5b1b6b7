import { randomBytes, sign, type KeyObject } from 'node:crypto';

// A self-signed X.509 certificate for the Google identity simulator's signing key (issue 20 §P6),
// as Google publishes its keys at /oauth2/v1/certs. node:crypto reads certificates
// (X509Certificate) but does not write them, so the few DER structures a certificate needs are
// encoded here (RFC 5280: version 3, serial, sha256WithRSAEncryption, CN names, validity, key).

const der = (tag: number, content: Buffer): Buffer => {
  const n = content.length;
  const length =
    n < 0x80
      ? Buffer.from([n])
      : n < 0x100
        ? Buffer.from([0x81, n])
        : n < 0x10000
          ? Buffer.from([0x82, n >> 8, n & 0xff])
          : Buffer.from([0x83, n >> 16, (n >> 8) & 0xff, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, content]);
};
const sequence = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => der(0x31, Buffer.concat(items));
const integer = (bytes: Buffer) =>
  // a leading 0 keeps a number whose top bit is set positive
  der(0x02, (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const nullValue = Buffer.from([0x05, 0x00]);
const utf8 = (text: string) => der(0x0c, Buffer.from(text, 'utf8'));
const bitString = (bytes: Buffer) => der(0x03, Buffer.concat([Buffer.from([0]), bytes]));

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const part of rest) {
    const base128 = [part & 0x7f];
    for (let value = part >> 7; value > 0; value >>= 7) base128.unshift((value & 0x7f) | 0x80);
    bytes.push(...base128);
  }
  return der(0x06, Buffer.from(bytes));
}

// UTCTime, YYMMDDHHMMSSZ (dates before 2050)
const utcTime = (at: Date) =>
  der(0x17, Buffer.from(`${at.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`, 'ascii'));

/** 16 random bytes, positive and minimally encoded (RFC 5280 §4.1.2.2). */
function serialNumber(): Buffer {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x40;
  return bytes;
}

const commonName = (cn: string) => sequence(set(sequence(oid('2.5.4.3'), utf8(cn))));
const SHA256_WITH_RSA = sequence(oid('1.2.840.113549.1.1.11'), nullValue);

/** A PEM certificate for `publicKey`, signed by `privateKey` (RSA), valid from `notBefore`. */
export function selfSignedCertificate(options: {
  publicKey: KeyObject;
  privateKey: KeyObject;
  commonName: string;
  notBefore: Date;
  days: number;
}): string {
  const spki = options.publicKey.export({ type: 'spki', format: 'der' });
  const name = commonName(options.commonName);
  const notAfter = new Date(options.notBefore.getTime() + options.days * 86_400_000);
  const tbs = sequence(
    der(0xa0, integer(Buffer.from([2]))), // [0] version: v3
    integer(serialNumber()),
    SHA256_WITH_RSA,
    name,
    sequence(utcTime(options.notBefore), utcTime(notAfter)),
    name,
    spki,
  );
  const signature = sign('sha256', tbs, options.privateKey);
  const certificate = sequence(tbs, SHA256_WITH_RSA, bitString(signature));
  const base64 = certificate.toString('base64').replace(/.{1,64}/g, '$&\n');
  return `-----BEGIN CERTIFICATE-----\n${base64}-----END CERTIFICATE-----\n`;
}
