import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Agreement } from '@sportkarta/contract/enums';
import { ruLogin } from '@/i18n/ru-login';
import { useAcceptAgreements } from '../api/accept-agreements';
import { agreementsQueryKey, getAgreements } from '../api/get-agreements';
import './auth.css';

/** Issue 3: CONSENT and TERMS_OF_USE shown and accepted at first sign-in. */
export function AgreementsStep({
  required,
  onDone,
  onError,
}: {
  required: readonly Agreement[];
  onDone: () => void;
  /** The page shows the failure its own way (the login flow's toast, the Sber ID page's). */
  onError: (error: Error) => void;
}) {
  const query = useQuery({ queryKey: agreementsQueryKey, queryFn: getAgreements });
  const accept = useAcceptAgreements();
  const [checked, setChecked] = useState<ReadonlySet<Agreement>>(new Set());
  const documents = (query.data ?? []).filter((d) => required.includes(d.agreement));
  const all = documents.length > 0 && documents.every((d) => checked.has(d.agreement));
  return (
    <section className="sk-login" aria-labelledby="agreements-title">
      <h1 id="agreements-title" className="sk-login__title">
        {ruLogin.agreementsTitle}
      </h1>
      <p className="sk-login__hint">{ruLogin.agreementsHint}</p>
      {query.isError ? (
        <p className="sk-login__warning" role="alert">
          {ruLogin.agreementsError}
        </p>
      ) : null}
      {documents.map((d) => (
        <article key={d.agreement} className="sk-login__agreement">
          <h2>{d.title}</h2>
          <p className="sk-login__agreement-text">{d.text}</p>
          <label className="sk-check">
            <input
              type="checkbox"
              checked={checked.has(d.agreement)}
              onChange={(event) => {
                const next = new Set(checked);
                if (event.target.checked) next.add(d.agreement);
                else next.delete(d.agreement);
                setChecked(next);
              }}
            />
            <span>{ruLogin.agreementAccept(d.title)}</span>
          </label>
        </article>
      ))}
      <button
        type="button"
        className="sk-button sk-button--block"
        disabled={!all || accept.isPending}
        onClick={() => accept.mutate(documents, { onSuccess: onDone, onError })}
      >
        {ruLogin.acceptAndContinue}
      </button>
    </section>
  );
}
