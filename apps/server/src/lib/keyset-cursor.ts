// Issue 24: the cursor of a newest-first keyset page (the audit log, a venue's orders): the
// last row's moment and id, opaque to the client. A cursor that does not read back is 400.

export function encodeCursor(at: Date, id: string | number): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

/** Null for a cursor that is not one of ours (the caller answers 400). */
export function decodeCursor(cursor: string): { at: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const when = new Date(at ?? '');
  if (Number.isNaN(when.getTime()) || !id) return null;
  return { at: when, id };
}
