import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software WebAuthn authenticator for API tests (issue 23): one ES256 key per credential,
 * "none" attestation, user present and verified. It makes the JSON `@simplewebauthn/browser`
 * would send, so the server's real verification (`@simplewebauthn/server`) runs unchanged.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

interface Options {
  readonly challenge: string;
  readonly rp?: { readonly id?: string };
  readonly rpId?: string;
}

export interface SoftCredential {
  readonly id: string;
  readonly privateKey: KeyObject;
  readonly userHandle: string;
  counter: number;
}

function authData(rpId: string, counter: number, attested?: Buffer): Buffer {
  const flags = 0x01 | 0x04 | (attested ? 0x40 : 0); // UP, UV, AT
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
}

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** The public-key credential JSON the browser sends, around the ceremony's own `response`. */
function publicKeyCredential<R>(id: string, response: R) {
  return {
    id,
    rawId: id,
    type: 'public-key' as const,
    clientExtensionResults: {},
    authenticatorAttachment: 'platform' as const,
    response,
  };
}

export function createSoftAuthenticator(origin: string) {
  return {
    /** Answers registration options with a new credential. */
    register(options: Options & { user?: { id?: string } }) {
      const rpId = options.rp?.id ?? new URL(origin).hostname;
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]);
      const credentialId = randomBytes(16);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([
        Buffer.alloc(16),
        idLength,
        credentialId,
        Buffer.from(isoCBOR.encode(cose)),
      ]);
      const data = authData(rpId, 0, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', data],
        ]) as never,
      );
      const credential: SoftCredential = {
        id: b64url(credentialId),
        privateKey,
        userHandle: options.user?.id ?? '',
        counter: 0,
      };
      return {
        credential,
        response: publicKeyCredential(credential.id, {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        }),
      };
    },

    /** Answers authentication options with an assertion signed by `credential`. */
    assert(credential: SoftCredential, options: Options, counter = credential.counter + 1) {
      const rpId = options.rpId ?? new URL(origin).hostname;
      credential.counter = counter;
      const data = authData(rpId, counter);
      const client = clientData('webauthn.get', options.challenge, origin);
      const signature = sign(
        'sha256',
        Buffer.concat([data, sha256(client)]),
        credential.privateKey,
      );
      return publicKeyCredential(credential.id, {
        clientDataJSON: b64url(client),
        authenticatorData: b64url(data),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      });
    },
  };
}
