import { useEffect } from 'react';
import { useStore } from 'zustand';
import { StaffRoleSchema, type StaffRole } from '@sportkarta/contract/api/venue-staff';
import { onLogout } from './logout';
import { storage } from './storage';
import { createPersistedStore } from './persisted-store';
import { useOptionalSession } from './session';

// Issue 24: the role chosen on this device after sign-in («Посетитель» or a venue's role). Kept
// with the person's id, so a choice never carries over to the next person who signs in here.
// In lib/: the staff pages, the header chip and the role choice all read it, and features do
// not import each other. Loaded only with the staff's screens and the profile — never with the
// first screen.
export const STAFF_ROLE_KEY = 'sk.staffRole';

interface StaffRoleState {
  /** null: «Посетитель» (or nothing chosen yet). */
  role: StaffRole | null;
  userId: string | null;
  hydrated: boolean;
}

function load(raw: string): Partial<StaffRoleState> {
  try {
    const value = JSON.parse(raw) as { role?: unknown; userId?: unknown };
    const role = StaffRoleSchema.safeParse(value.role);
    return role.success && typeof value.userId === 'string'
      ? { role: role.data, userId: value.userId }
      : {};
  } catch {
    return {};
  }
}

const store = createPersistedStore<StaffRoleState>(
  { role: null, userId: null, hydrated: false },
  {
    key: STAFF_ROLE_KEY,
    save: (s) => JSON.stringify({ role: s.role, userId: s.userId }),
    load,
  },
);

onLogout(() => store.setState({ role: null, userId: null, hydrated: true }));

/** Chooses a venue's role (or `null`, the visitor) for the signed-in person on this device. */
export function chooseStaffRole(userId: string, role: StaffRole | null): void {
  store.setState({ role, userId, hydrated: true });
}

/**
 * For tests: forget the choice, in memory and in storage, as on a fresh start. The web project's
 * files share one module graph and one storage (vitest.shared.ts), so a choice left stored by
 * another file's test would otherwise be read back by the next screen that hydrates.
 */
export function resetStaffRoleForTests(): void {
  store.reset();
  void storage.remove(STAFF_ROLE_KEY);
}

export interface ChosenStaffRole {
  /** The stored choice has been read (before that, `role` is null for a moment). */
  ready: boolean;
  /** The chosen venue role of the person signed in now, or null for a visitor. */
  role: StaffRole | null;
}

/** The venue role chosen on this device by the person signed in now. */
export function useChosenStaffRole(): ChosenStaffRole {
  const session = useOptionalSession();
  const role = useStore(store, (s) => s.role);
  const userId = useStore(store, (s) => s.userId);
  const hydrated = useStore(store, (s) => s.hydrated);
  useEffect(() => void store.hydrate(), []);
  const me = session?.user?.id ?? null;
  const sessionKnown = !session || session.status !== 'unknown';
  return {
    ready: hydrated && sessionKnown,
    // No session above (a widget rendered alone in a test): the stored choice as it is.
    role: role && (session === null || (me !== null && userId === me)) ? role : null,
  };
}
