import { messageOf } from '@/lib/api-error';

// Issue 25: the layout editor's forms show the server's refusal in its words.

/** The server's refusal of the last write, under the form that sent it. */
export function Refusal({ error }: { error: unknown }) {
  return error ? (
    <p className="sk-staff-error" role="alert">
      {messageOf(error)}
    </p>
  ) : null;
}
