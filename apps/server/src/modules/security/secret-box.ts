import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets the server must read back (TOTP seeds) are stored sealed with AES-256-GCM; secrets it
 * only compares (recovery codes) are stored as an HMAC. Both keys are derived from one master key
 * (decision 0111): `APP_SECRET`, or a random key kept in `DATA_DIR/app-secret` (mode 0600) when
 * it is unset. Instances that share a database must share the master key.
 */
export function createSecretBox(master: Buffer) {
  const derive = (label: string) => Buffer.from(hkdfSync('sha256', master, '', label, 32));
  const sealKey = derive('halyard/secret-box/seal');
  const macKey = derive('halyard/secret-box/mac');
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined)
        throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    mac(text: string): string {
      return createHmac('sha256', macKey).update(text).digest('base64url');
    },
    sameMac(a: string, b: string): boolean {
      const x = Buffer.from(a);
      const y = Buffer.from(b);
      return x.length === y.length && timingSafeEqual(x, y);
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

/** APP_SECRET, else the data directory's key file (made once, atomically, on first start). */
export function loadMasterKey(appSecret: string | undefined, dataDir: string): Buffer {
  if (appSecret) return Buffer.from(appSecret, 'utf8');
  const file = path.join(dataDir, 'app-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
}
