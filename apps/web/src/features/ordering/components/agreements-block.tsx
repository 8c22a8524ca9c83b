import { useState } from 'react';
import type { PurchaseAgreement } from '@sportkarta/contract/api/catalogue';
import { ruCommerce } from '@/i18n/ru-commerce';
import { PdfViewerModal } from '@/ui/pdf-viewer-modal';

const t = ruCommerce;

export interface AgreementsBlockProps {
  agreements: readonly PurchaseAgreement[];
  accepted: { VISIT: boolean; PAYBACK: boolean };
  onChange: (kind: 'VISIT' | 'PAYBACK', value: boolean) => void;
}

/** spec §2.4: visit rules and refund rules, each ticked, each readable as a PDF. */
export function AgreementsBlock({ agreements, accepted, onChange }: AgreementsBlockProps) {
  const [open, setOpen] = useState<PurchaseAgreement | null>(null);
  return (
    <fieldset className="sk-order__block">
      <legend className="sk-order__legend">{t.agreementsTitle}</legend>
      {(['VISIT', 'PAYBACK'] as const).map((kind) => {
        const doc = agreements.find((a) => a.kind === kind);
        if (!doc) return null;
        return (
          <div key={kind} className="sk-order__agreement">
            <label className="sk-order__check">
              <input
                type="checkbox"
                checked={accepted[kind]}
                onChange={(e) => onChange(kind, e.target.checked)}
              />
              <span>{kind === 'VISIT' ? t.agreeVisit : t.agreeRefund}</span>
            </label>
            <button
              type="button"
              className="sk-button sk-button--ghost"
              onClick={() => setOpen(doc)}
            >
              {`${t.openDocument}: ${doc.title}`}
            </button>
          </div>
        );
      })}
      <PdfViewerModal
        open={open !== null}
        onClose={() => setOpen(null)}
        source={open?.url ?? null}
        title={open?.title}
        fileName={open?.kind === 'VISIT' ? 'visit-policy.pdf' : 'payback-policy.pdf'}
      />
    </fieldset>
  );
}
