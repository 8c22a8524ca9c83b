import { PERMIT_DOC_KIND_LABELS, type PermitDoc } from '@sportkarta/contract/api/permit-docs';
import { formatFieldDate } from '@sportkarta/contract/config/formats';
import { paths } from '@sportkarta/contract/routes/paths';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ruDocuments as t } from '@/i18n/ru-documents';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { showToast } from '@/ui/toast/toast-bus';
import { useDeletePermitDoc } from '../api/delete-permit-doc';
import { ScanThumb } from './scan-thumb';

/**
 * One document: kind, number, dates, its state, the scans, «Изменить» (issue 28) and «Удалить»
 * with a confirmation.
 */
export function DocumentCard({ doc }: { doc: PermitDoc }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePermitDoc();
  const kind = PERMIT_DOC_KIND_LABELS[doc.kind];
  const archived = doc.listState === 'ARCHIVED';
  const titleId = `doc-${doc.id}`;

  const confirm = () =>
    remove.mutate(doc.id, {
      onSuccess: () => {
        setConfirming(false);
        showToast({ type: 'success', message: t.removed });
      },
      onError: (error) =>
        showToast({ type: 'error', header: t.removeFailed, message: error.message }),
    });

  return (
    <li
      className={`sk-docs__card${archived ? ' sk-docs__card--archived' : ''}`}
      aria-labelledby={titleId}
    >
      <div className="sk-docs__card-head">
        <h3 id={titleId} className="sk-docs__kind">
          {kind}
        </h3>
        <span className={`sk-docs__badge sk-docs__badge--${doc.listState.toLowerCase()}`}>
          {t.state[doc.listState]}
        </span>
      </div>
      <p className="sk-docs__number">{t.number(doc.number)}</p>
      <p className="sk-docs__dates">
        {t.issued(formatFieldDate(doc.issueDate))},{' '}
        {doc.validUntil ? t.validUntil(formatFieldDate(doc.validUntil)) : t.noExpiry}
      </p>
      <div className="sk-docs__card-foot">
        <ul className="sk-docs__thumbs" aria-label={t.scansLabel(kind)}>
          {doc.scans.map((scan, i) => (
            <li key={scan.id}>
              <ScanThumb scan={scan} index={i + 1} />
            </li>
          ))}
        </ul>
        <Link
          className="sk-button sk-button--secondary sk-docs__edit"
          to={paths.documentEdit(doc.id)}
          aria-label={t.editLabel(kind, doc.number)}
        >
          {t.edit}
        </Link>
        <button
          type="button"
          className="sk-button sk-button--secondary sk-docs__remove"
          aria-label={t.removeLabel(kind, doc.number)}
          onClick={() => setConfirming(true)}
        >
          {t.remove}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.removeTitle}
        text={t.removeText}
        confirmLabel={t.remove}
        busy={remove.isPending}
        busyLabel={t.removing}
        danger
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
