import { randomInt } from 'node:crypto';
import { hashToken } from '../sessions/index.ts';

/** How long each one-time secret lives, and the limits that make guessing and flooding useless. */
export const authPolicy = {
  codeTtlMs: 10 * 60 * 1000,
  magicLinkTtlMs: 30 * 60 * 1000,
  resetLinkTtlMs: 60 * 60 * 1000,
  /** A portal email's link for a client who has never signed in: emails are read days later (issue 21 §2). */
  arrivalLinkTtlMs: 14 * 24 * 60 * 60 * 1000,
  twoFactorPendingTtlMs: 15 * 60 * 1000,
  maxCodeAttempts: 5,
  sendWindowMs: 15 * 60 * 1000,
  maxSendsPerWindow: 5,
  /** Wrong passwords from one source before the password locks for that source. */
  maxFailedPasswords: 5,
  /**
   * Wrong passwords from all sources together before the password locks for everyone (issue 36 §2): far more than
   * one source may make, so an attacker with a few addresses cannot aim the lock at the owner (NIST SP 800-63B
   * allows up to 100). Emailed codes and links are never locked.
   */
  maxFailedPasswordsPerAccount: 100,
  /** Wrong passwords from all sources together that email the owner a warning (once per count). */
  warnOwnerAfterFailures: 10,
  lockoutMs: 15 * 60 * 1000,
} as const;

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** Codes are short, so the hash is bound to the user: the same code for two users hashes differently. */
export const hashCode = (userId: number, code: string): string => hashToken(`${userId}:${code.trim()}`);
