// Issue 25: the pieces the staff's forms share (the series' dialogs, the catalogue's forms) — a
// labelled field with its message and the confirm and cancel buttons (ui/dialog-form.tsx), the
// first message of each field of a schema's issues.

export { Actions, Field } from '@/ui/dialog-form';

export type Errors = Partial<Record<string, string>>;
export const errorsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const out: Errors = {};
  for (const i of issues) out[String(i.path[0] ?? 'form')] ??= i.message;
  return out;
};
