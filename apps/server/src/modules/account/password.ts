import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: the OWASP baseline), ~43 ms here.
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verifying against a real hash when the email is unknown keeps the answer time the same, so the
// sign-in answer does not reveal which emails have accounts.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  try {
    if (storedHash) return await verify(storedHash, password);
    dummyHash ??= hash('no account has this password');
    await verify(await dummyHash, password);
    return false;
  } catch {
    return false;
  }
}
