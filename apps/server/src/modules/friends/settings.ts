import { randomInt } from 'node:crypto';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  lastNameInitial,
  type FriendSettings,
  type Invite,
  type InviteRelation,
} from '@sportkarta/contract/api/friends';
import { paths } from '@sportkarta/contract/routes/paths';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { photoUrl } from '../../lib/photo-store';
import {
  areFriends,
  findByInviteCode,
  findSettings,
  insertSettings,
  latestBetween,
  pendingBetween,
  updateSettings,
  type SettingsRow,
} from './repository';

// Issue 14: how a person may be found — their invite link (or its QR code) and, when they
// allow it, their exact phone number. Never a directory: nothing here lists people.

export const INVITE_NOT_FOUND = 'Приглашение не найдено: возможно, ссылку уже заменили';
/** A fresh code could collide with a taken one (2^-60 per pair): a few tries are plenty. */
const CODE_TRIES = 5;

/** 12 characters from crypto's generator: ~60 bits, not guessable by trying. */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++)
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

const toSettings = (s: SettingsRow): FriendSettings => ({
  inviteCode: s.inviteCode,
  invitePath: paths.invite(s.inviteCode),
  findableByPhone: s.findableByPhone,
});

/** The person's settings row, made with a fresh invite code on first use. */
export async function ensureSettings(db: Db, userId: string, now: Date): Promise<SettingsRow> {
  for (let i = 0; i < CODE_TRIES; i++) {
    const found = await findSettings(db, userId);
    if (found) return found;
    await insertSettings(db, userId, newInviteCode(), now);
  }
  throw new HttpError('SERVICE_UNAVAILABLE');
}

/** GET /v1/friends/settings */
export async function getSettings(db: Db, userId: string, now: Date): Promise<FriendSettings> {
  return toSettings(await ensureSettings(db, userId, now));
}

/** PUT /v1/friends/settings: allow or stop being found by my exact phone number. */
export async function setFindableByPhone(
  db: Db,
  a: { userId: string; findableByPhone: boolean; now: Date },
): Promise<FriendSettings> {
  await ensureSettings(db, a.userId, a.now);
  const row = await updateSettings(db, a.userId, { findableByPhone: a.findableByPhone });
  return toSettings(row!);
}

/** POST /v1/friends/settings/invite-code: a new code; the old link stops working at once. */
export async function regenerateInviteCode(
  db: Db,
  userId: string,
  now: Date,
): Promise<FriendSettings> {
  await ensureSettings(db, userId, now);
  for (let i = 0; i < CODE_TRIES; i++) {
    try {
      const row = await updateSettings(db, userId, { inviteCode: newInviteCode() });
      return toSettings(row!);
    } catch (err) {
      // The unique index refused a taken code: draw again.
      if (i === CODE_TRIES - 1) throw err;
    }
  }
  throw new HttpError('SERVICE_UNAVAILABLE');
}

/** What the reader already is to the invite's author. */
async function relationTo(db: Db, readerId: string, authorId: string): Promise<InviteRelation> {
  if (readerId === authorId) return 'SELF';
  if (await areFriends(db, readerId, authorId)) return 'FRIENDS';
  const pending = await pendingBetween(db, readerId, authorId);
  if (pending) return pending.fromUserId === readerId ? 'OUTGOING' : 'INCOMING';
  const latest = await latestBetween(db, readerId, authorId);
  return latest?.fromUserId === readerId && latest.status === 'DECLINED' ? 'DECLINED' : 'NONE';
}

/**
 * GET /v1/friends/invite/{code}: the invite's author as the link shows them — first name,
 * last-name initial, photo — to anyone holding the link; a signed-in reader also learns what
 * they already are to them. Never the author's id or phone.
 */
export async function lookupInvite(
  db: Db,
  a: { code: string; readerId: string | null },
): Promise<Invite> {
  const author = await findByInviteCode(db, a.code);
  if (!author) throw new HttpError('NOT_FOUND', INVITE_NOT_FOUND);
  return {
    code: a.code,
    inviter: {
      firstName: author.firstName ?? '',
      lastNameInitial: lastNameInitial(author.lastName),
      photo: photoUrl(author.photo),
    },
    relation: a.readerId ? await relationTo(db, a.readerId, author.id) : null,
  };
}
