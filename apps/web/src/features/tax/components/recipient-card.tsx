import type {
  TaxCertificateRef,
  TaxOrganisation,
  TaxRecipient,
} from '@sportkarta/contract/api/tax';
import { formatFieldDate, formatRub } from '@sportkarta/contract/config/formats';
import { ruTax } from '@/i18n/ru-tax';

const t = ruTax;

export const recipientName = (r: TaxRecipient): string =>
  r.childId === null ? t.you(r.name) : r.name;

function OrganisationRow({
  organisation: o,
  onRequest,
  onOpen,
}: {
  organisation: TaxOrganisation;
  onRequest: () => void;
  onOpen: (certificate: TaxCertificateRef) => void;
}) {
  return (
    <li className="sk-tax__org">
      <div className="sk-tax__org-head">
        <span className="sk-tax__org-name">{o.name}</span>
        <span className="sk-tax__amount">{formatRub(o.amountKopecks)}</span>
      </div>
      <span className="sk-tax__muted">{t.innLine(o.inn, o.kpp)}</span>
      <span className={`sk-tax__badge${o.onSportList ? '' : ' sk-tax__badge--off'}`}>
        {o.onSportList ? t.onList : t.offList}
      </span>
      {o.certificate ? (
        <button
          type="button"
          className="sk-button sk-button--secondary"
          onClick={() => onOpen(o.certificate!)}
        >
          {t.openCertificate(o.certificate.number)}
        </button>
      ) : o.onSportList ? (
        <button type="button" className="sk-button" onClick={onRequest}>
          {t.getCertificate}
        </button>
      ) : null}
    </li>
  );
}

/** The payer themself or one child: what was paid for them, per organisation. */
export function RecipientCard({
  recipient,
  onRequest,
  onOpen,
}: {
  recipient: TaxRecipient;
  onRequest: (organisation: TaxOrganisation) => void;
  onOpen: (certificate: TaxCertificateRef) => void;
}) {
  const title =
    recipient.childId === null
      ? t.you(recipient.name)
      : t.child(recipient.name, recipient.birthDate ? formatFieldDate(recipient.birthDate) : null);
  return (
    <section className="sk-tax__card" aria-label={recipientName(recipient)}>
      <h2 className="sk-tax__card-title">{title}</h2>
      <dl className="sk-tax__sums">
        <div>
          <dt>{t.paidTotal}</dt>
          <dd>{formatRub(recipient.amountKopecks)}</dd>
        </div>
        <div>
          <dt>{t.eligibleTotal}</dt>
          <dd>{formatRub(recipient.eligibleKopecks)}</dd>
        </div>
      </dl>
      <ul className="sk-tax__orgs">
        {recipient.organisations.map((o) => (
          <OrganisationRow
            key={o.ownerId}
            organisation={o}
            onRequest={() => onRequest(o)}
            onOpen={onOpen}
          />
        ))}
      </ul>
    </section>
  );
}
