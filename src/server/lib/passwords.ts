import { hash, verify } from "@node-rs/argon2";

// argon2id with the OWASP minimum (19 MiB, 2 passes); the library's default algorithm is argon2id.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the email is unknown keeps both failures equally slow. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword("not-a-real-password");
  return dummyHash;
};
