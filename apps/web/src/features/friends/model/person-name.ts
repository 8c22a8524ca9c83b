import type { FriendPerson } from '@sportkarta/contract/api/friends';
import { ruFriends as t } from '@/i18n/ru-friends';

/** «Екатерина Волкова», or «Пользователь Спорткарты» for someone who gave no name. */
export const personName = (p: Pick<FriendPerson, 'firstName' | 'lastName'>): string =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || t.noName;

/** Up to two letters for a person without a photo. */
export const initials = (p: Pick<FriendPerson, 'firstName' | 'lastName'>): string =>
  [p.firstName, p.lastName]
    .map((s) => s.trim().charAt(0))
    .join('')
    .toUpperCase();

/** What a send came to: a request sent, or — they had asked first — friends at once. */
export const sentMessage = (outcome: 'SENT' | 'ACCEPTED' | 'WITHDRAWN', name: string): string =>
  outcome === 'ACCEPTED' ? t.becameFriends(name) : t.sent(name);
