import {
  SUPPORT_CONTACT_MAX,
  SUPPORT_TEXT_MAX,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
  SupportRequestSchema,
  type SupportRequestInput,
  type SupportTopic,
} from '@sportkarta/contract/api/support';
import { useId, useState } from 'react';
import { ruSupport as t } from '@/i18n/ru-support';
import { showToast } from '@/ui/toast/toast-bus';
import '@/ui/field.css';
import './support.css';

type Field = 'topic' | 'text' | 'contact';
const LABELS: Record<Field, string> = { topic: t.topic, text: t.text, contact: t.contact };

/**
 * Issue 28: the support form — a topic, the message, an optional contact, and the order it is
 * about when opened from one (it can be left out). Checked by the contract's rules; the first
 * problem is a toast (spec §5) and the field is marked.
 */
export function SupportForm(props: {
  order: { id: string; label: string } | null;
  defaultTopic?: SupportTopic;
  busy: boolean;
  onSubmit: (request: SupportRequestInput) => void;
}) {
  const id = useId();
  const [topic, setTopic] = useState<SupportTopic | ''>(props.defaultTopic ?? '');
  const [text, setText] = useState('');
  const [contact, setContact] = useState('');
  const [withOrder, setWithOrder] = useState(props.order !== null);
  const [shown, setShown] = useState<ReadonlyMap<Field, string>>(new Map());
  const clear = (f: Field) => setShown((m) => new Map([...m].filter(([k]) => k !== f)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = new Map<Field, string>();
    if (topic === '') problems.set('topic', t.topicChoose);
    const parsed = SupportRequestSchema.safeParse({
      text,
      contact,
      topic: topic || undefined,
      ...(withOrder && props.order ? { orderId: props.order.id } : {}),
    });
    for (const issue of parsed.error?.issues ?? []) {
      const f = issue.path[0] as Field;
      if (!problems.has(f)) problems.set(f, issue.message);
    }
    setShown(problems);
    const first = (Object.keys(LABELS) as Field[]).find((f) => problems.has(f));
    if (first) {
      showToast({ type: 'error', message: `${LABELS[first]}: ${problems.get(first)}` });
      return;
    }
    props.onSubmit({
      text: parsed.data!.text,
      topic: parsed.data!.topic,
      ...(parsed.data!.contact ? { contact: parsed.data!.contact } : {}),
      ...(parsed.data!.orderId ? { orderId: parsed.data!.orderId } : {}),
    });
  };
  const invalid = (f: Field) => shown.has(f) || undefined;
  const inputClass = (f: Field) =>
    `sk-field__input sk-focusable${shown.has(f) ? ' sk-field__input--error' : ''}`;

  return (
    <form className="sk-support-form" onSubmit={submit} noValidate>
      {props.order && withOrder ? (
        <div className="sk-support-form__order" role="group" aria-label={t.order}>
          <p>
            <strong>{props.order.label}</strong>
            <br />
            {t.orderAttached}
          </p>
          <button
            type="button"
            className="sk-button sk-button--secondary"
            onClick={() => setWithOrder(false)}
          >
            {t.orderDetach}
          </button>
        </div>
      ) : null}
      <div className="sk-field">
        <label className="sk-field__label" htmlFor={`${id}-topic`}>
          {t.topic}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={`${id}-topic`}
          required
          aria-invalid={invalid('topic')}
          className={inputClass('topic')}
          value={topic}
          onChange={(e) => {
            setTopic(e.target.value as SupportTopic);
            clear('topic');
          }}
        >
          <option value="" disabled>
            {t.topicChoose}
          </option>
          {SUPPORT_TOPICS.map((k) => (
            <option key={k} value={k}>
              {SUPPORT_TOPIC_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="sk-field">
        <label className="sk-field__label" htmlFor={`${id}-text`}>
          {t.text}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${id}-text`}
          required
          rows={6}
          maxLength={SUPPORT_TEXT_MAX}
          aria-invalid={invalid('text')}
          className={inputClass('text')}
          placeholder={t.textPlaceholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            clear('text');
          }}
        />
      </div>
      <div className="sk-field">
        <label className="sk-field__label" htmlFor={`${id}-contact`}>
          {t.contact}
        </label>
        <input
          id={`${id}-contact`}
          maxLength={SUPPORT_CONTACT_MAX}
          autoComplete="email"
          aria-describedby={`${id}-contact-hint`}
          aria-invalid={invalid('contact')}
          className={inputClass('contact')}
          value={contact}
          onChange={(e) => {
            setContact(e.target.value);
            clear('contact');
          }}
        />
        <span id={`${id}-contact-hint`} className="sk-field__hint">
          {t.contactHint}
        </span>
      </div>
      <button
        type="submit"
        className="sk-button sk-button--block"
        disabled={props.busy}
        aria-busy={props.busy || undefined}
      >
        {props.busy ? t.sending : t.send}
      </button>
    </form>
  );
}
