import { useState, type FormEvent } from 'react';
import { documentTextOutline } from 'ionicons/icons';
import { formatFieldDate } from '@sportkarta/contract/config/formats';
import {
  POLICY_KIND_LABELS,
  POLICY_MAX_BYTES,
  POLICY_MESSAGES,
  PolicyUploadFieldsSchema,
  type PolicyKind,
  type PolicyVersion,
  type VenuePolicies,
} from '@sportkarta/contract/api/venue-policies';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { ruVenuePolicies as t } from '@/i18n/ru-venue-policies';
import { isApiError } from '@/lib/api-client';
import { QueryErrorState } from '@/lib/query-error-state';
import { EmptyState } from '@/ui/empty-state';
import { LabeledField } from '@/ui/labeled-field';
import { ListSkeleton } from '@/ui/list-skeleton';
import { PdfViewerModal } from '@/ui/pdf-viewer-modal';
import { showToast } from '@/ui/toast/toast-bus';
import { useUploadPolicy, useVenuePolicies } from '../api/staff-policies';
import '@/ui/staff-kit.css';
import './policies-editor.css';

/**
 * Issue 25: the organisation's visit and refund rules as versioned PDFs — the current version
 * of each, the earlier ones (still readable: orders keep the version their buyer agreed to),
 * and an upload of a new version.
 */
export function PoliciesEditor({ role }: { role: StaffRole }) {
  const q = useVenuePolicies(role.complexId);
  const [viewing, setViewing] = useState<PolicyVersion | null>(null);
  if (q.isPending) return <ListSkeleton label={t.loading} />;
  if (q.isError) return <QueryErrorState title={t.error} query={q} />;
  return (
    <div className="sk-staff">
      <p className="sk-staff__intro">{t.intro(q.data.ownerName, q.data.venues)}</p>
      {q.data.policies.map((p) => (
        <PolicyKindSection key={p.kind} complexId={role.complexId} policy={p} onOpen={setViewing} />
      ))}
      <PdfViewerModal
        open={viewing !== null}
        onClose={() => setViewing(null)}
        source={viewing?.url ?? null}
        title={viewing ? `${viewing.title} · ${t.version(viewing.version)}` : undefined}
        fileName={viewing?.kind === 'VISIT' ? 'visit-policy.pdf' : 'payback-policy.pdf'}
      />
    </div>
  );
}

type KindPolicies = VenuePolicies['policies'][number];

function PolicyKindSection(p: {
  complexId: number;
  policy: KindPolicies;
  onOpen: (v: PolicyVersion) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const label = POLICY_KIND_LABELS[p.policy.kind];
  const headingId = `policy-${p.policy.kind}`;
  const current = p.policy.current;
  return (
    <section className="sk-policies-kind" aria-labelledby={headingId}>
      <h2 className="sk-staff-h" id={headingId}>
        {label}
      </h2>
      {current ? (
        <ul className="sk-staff-list" aria-label={`${label}: ${t.current.toLowerCase()}`}>
          <VersionCard version={current} onOpen={p.onOpen} />
        </ul>
      ) : (
        <EmptyState title={t.none} icon={documentTextOutline} />
      )}
      {uploading ? (
        <UploadForm
          complexId={p.complexId}
          kind={p.policy.kind}
          initialTitle={current?.title ?? label}
          onDone={() => setUploading(false)}
        />
      ) : (
        <button
          type="button"
          className="sk-button sk-button--secondary"
          aria-label={t.uploadFor(label)}
          onClick={() => setUploading(true)}
        >
          {t.uploadNew}
        </button>
      )}
      {p.policy.earlier.length > 0 ? (
        <>
          <h3 className="sk-staff-h">{t.earlier}</h3>
          <ul className="sk-staff-list" aria-label={`${label}: ${t.earlier.toLowerCase()}`}>
            {p.policy.earlier.map((v) => (
              <VersionCard key={v.id} version={v} onOpen={p.onOpen} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function VersionCard({
  version: v,
  onOpen,
}: {
  version: PolicyVersion;
  onOpen: (v: PolicyVersion) => void;
}) {
  const current = v.supersededAt === null;
  return (
    <li className="sk-staff-card">
      <span className="sk-staff-card__head">
        <span className="sk-staff-card__title">{v.title}</span>
        <span className={`sk-staff-badge${current ? ' sk-staff-badge--ok' : ''}`}>
          {current ? t.current : t.version(v.version)}
        </span>
      </span>
      <span className="sk-staff-card__line">
        {[
          t.version(v.version),
          t.uploaded(formatFieldDate(new Date(v.uploadedAt)), v.uploadedBy),
          v.supersededAt ? t.until(formatFieldDate(new Date(v.supersededAt))) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <span className="sk-staff-card__line">{t.orders(v.orders)}</span>
      <span className="sk-staff-card__actions">
        <button
          type="button"
          className="sk-button sk-button--secondary"
          aria-label={t.openFor(v.title, v.version)}
          onClick={() => onOpen(v)}
        >
          {t.open}
        </button>
      </span>
    </li>
  );
}

/** What the browser can tell before sending; the server reads the bytes and decides. */
function checkFile(file: File | null): string | null {
  if (!file) return POLICY_MESSAGES.noFile;
  const pdfByName = /\.pdf$/i.test(file.name) || file.type === 'application/pdf';
  if (!pdfByName) return POLICY_MESSAGES.notPdf;
  if (file.size > POLICY_MAX_BYTES) return POLICY_MESSAGES.tooLarge;
  return null;
}

function UploadForm(p: {
  complexId: number;
  kind: PolicyKind;
  initialTitle: string;
  onDone: () => void;
}) {
  const [title, setTitle] = useState(p.initialTitle);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadPolicy(p.complexId);
  const label = POLICY_KIND_LABELS[p.kind];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fields = PolicyUploadFieldsSchema.safeParse({ title });
    if (!fields.success) return setError(fields.error.issues[0]?.message ?? '');
    const fileError = checkFile(file);
    if (fileError || !file) return setError(fileError);
    setError(null);
    upload.mutate(
      { kind: p.kind, title: fields.data.title, file },
      {
        onSuccess: (fresh) => {
          const version = fresh.policies.find((x) => x.kind === p.kind)?.current?.version ?? 0;
          showToast({ type: 'success', message: t.uploadDone(label, version) });
          p.onDone();
        },
        onError: (err) => setError(isApiError(err) ? err.message : String(err)),
      },
    );
  };
  return (
    <form className="sk-staff-form" onSubmit={submit} noValidate aria-label={t.formTitle(label)}>
      <LabeledField label={t.fieldTitle}>
        {(id) => (
          <input
            id={id}
            className="sk-field__input"
            value={title}
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </LabeledField>
      <LabeledField label={t.fieldFile}>
        {(id) => (
          <>
            <input
              id={id}
              className="sk-field__input"
              type="file"
              accept="application/pdf,.pdf"
              aria-describedby={`${id}-hint`}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <p className="sk-staff-note" id={`${id}-hint`}>
              {t.fileHint}
            </p>
          </>
        )}
      </LabeledField>
      {error ? (
        <p className="sk-staff-error" role="alert">
          {error}
        </p>
      ) : null}
      <span className="sk-staff-dialog-actions">
        <button
          type="button"
          className="sk-button sk-button--secondary"
          disabled={upload.isPending}
          onClick={p.onDone}
        >
          {t.cancel}
        </button>
        <button
          type="submit"
          className="sk-button"
          disabled={upload.isPending}
          aria-busy={upload.isPending || undefined}
        >
          {upload.isPending ? t.uploading : t.upload}
        </button>
      </span>
    </form>
  );
}
