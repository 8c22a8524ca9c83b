import { useEffect, useState } from 'react';
import type { TaxCertificate } from '@sportkarta/contract/api/tax';
import { now } from '@sportkarta/contract/clock';
import { formatRub } from '@sportkarta/contract/config/formats';
import { TAX_DEDUCTION_FIRST_YEAR, TAX_TIME_ZONE } from '@sportkarta/contract/config/tax';
import { dateInZone } from '@sportkarta/contract/zoned';
import { ru } from '@/i18n/ru';
import { ruTax } from '@/i18n/ru-tax';
import { AlertBanner } from '@/ui/alert-banner';
import { EmptyState } from '@/ui/empty-state';
import { PdfViewerModal } from '@/ui/pdf-viewer-modal';
import { showToast } from '@/ui/toast/toast-bus';
import { useTaxCertificatePdf } from '../api/get-tax-certificate-pdf';
import { useTaxData } from '../api/get-tax-data';
import { RecipientCard, recipientName } from './recipient-card';
import { TaxRequestForm, type TaxRequestTarget } from './tax-request-form';
import './tax.css';

const t = ruTax;

/** The certificate open in the viewer. */
type Opened = Pick<TaxCertificate, 'id' | 'number'>;

const thisYear = (): number => Number(dateInZone(now(), TAX_TIME_ZONE).slice(0, 4));

/** Years to choose from: those with purchases, this year and the one shown, newest first. */
function yearChoices(withPurchases: number[], shown: number): number[] {
  const all = new Set([thisYear(), shown, ...withPurchases]);
  return [...all].filter((y) => y >= TAX_DEDUCTION_FIRST_YEAR).sort((a, b) => b - a);
}

function YearChooser(p: { years: number[]; value: number; onChange: (year: number) => void }) {
  return (
    <div className="sk-tax__years" role="group" aria-label={t.yearsLabel}>
      {p.years.map((year) => (
        <button
          key={year}
          type="button"
          className={`sk-tax__year${year === p.value ? ' sk-tax__year--on' : ''}`}
          aria-pressed={year === p.value}
          onClick={() => p.onChange(year)}
        >
          {year}
        </button>
      ))}
    </div>
  );
}

/** The certificate's PDF in the viewer, with «Скачать»; a failed download closes it with a toast. */
function CertificateViewer({ certificate, onClose }: { certificate: Opened; onClose: () => void }) {
  const pdf = useTaxCertificatePdf(certificate.id);
  useEffect(() => {
    if (!pdf.isError) return;
    showToast({ type: 'error', message: `${t.pdfError}: ${pdf.error.message}` });
    onClose();
  }, [pdf.isError, pdf.error, onClose]);
  return (
    <PdfViewerModal
      open
      onClose={onClose}
      source={pdf.data ?? null}
      title={t.pdfTitle}
      fileName={`spravka-${certificate.number}.pdf`}
    />
  );
}

/** /tabs/profile/nalog: a year's paid services, who they were for, and the certificates. */
export function TaxView() {
  const [year, setYear] = useState(thisYear);
  const [target, setTarget] = useState<TaxRequestTarget | null>(null);
  const [viewing, setViewing] = useState<Opened | null>(null);
  const q = useTaxData(year);
  const issued = (certificate: TaxCertificate) => {
    setTarget(null);
    showToast({ type: 'success', message: t.issued(certificate.number) });
    setViewing(certificate);
  };
  const shown = q.data && q.data.year === year ? q.data : undefined;

  return (
    <div className="sk-tax">
      <p className="sk-tax__muted">{t.intro}</p>
      <YearChooser years={yearChoices(q.data?.years ?? [], year)} value={year} onChange={setYear} />
      {q.isError ? (
        <EmptyState
          title={t.loadError}
          hint={q.error.message}
          action={
            <button type="button" className="sk-button" onClick={() => void q.refetch()}>
              {t.retry}
            </button>
          }
        />
      ) : !shown ? (
        <div className="sk-tax__skeleton" aria-busy="true" aria-label={ru.app.loading} />
      ) : (
        <>
          <AlertBanner type="info">
            <p>{t.limit(shown.year, formatRub(shown.limitKopecks))}</p>
            <p>{t.listExplained}</p>
          </AlertBanner>
          {shown.recipients.length === 0 ? (
            <EmptyState title={t.empty} hint={t.emptyHint} />
          ) : (
            <>
              <dl className="sk-tax__sums sk-tax__sums--total">
                <div>
                  <dt>{t.paidTotal}</dt>
                  <dd>{formatRub(shown.payer.amountKopecks)}</dd>
                </div>
                <div>
                  <dt>{t.eligibleTotal}</dt>
                  <dd>{formatRub(shown.payer.eligibleKopecks)}</dd>
                </div>
              </dl>
              {shown.recipients.map((r) => (
                <RecipientCard
                  key={r.childId ?? 'self'}
                  recipient={r}
                  onOpen={setViewing}
                  onRequest={(organisation) =>
                    setTarget({
                      year: shown.year,
                      organisation,
                      childId: r.childId,
                      personName: recipientName(r),
                    })
                  }
                />
              ))}
            </>
          )}
        </>
      )}
      {target ? (
        <TaxRequestForm target={target} onClose={() => setTarget(null)} onIssued={issued} />
      ) : null}
      {viewing ? (
        <CertificateViewer certificate={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </div>
  );
}
