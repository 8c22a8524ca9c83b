import type { PlaceOwner } from '@sportkarta/contract/api/places';
import type { OwnerRow } from './repository';

/** spec §8 names the app's texts for a failed download; this is the server's 404. */
export const POLICY_NOT_FOUND = 'Документ не найден';

/** spec §7.1: GET /v1/mob/policy/public/file/{ownerId}/{fileId} (blob, PDF). */
export const policyUrl = (ownerId: string, fileId: string): string =>
  `/v1/mob/policy/public/file/${ownerId}/${fileId}`;

/** ASCII names keep Content-Disposition simple for every browser and the native viewer. */
export function policyFileName(kind: string): string {
  return kind === 'VISIT' ? 'visit-policy.pdf' : 'payback-policy.pdf';
}

interface PolicyRefRow {
  id: string;
  kind: string;
  title: string;
}

/** spec §3: owner (id, paybackPolicy with id, visitPolicy with id). */
export function ownerOf(owner: OwnerRow, policies: readonly PolicyRefRow[]): PlaceOwner {
  const ref = (kind: 'VISIT' | 'PAYBACK') => {
    const p = policies.find((x) => x.kind === kind);
    return p ? { id: p.id, title: p.title, url: policyUrl(owner.id, p.id) } : null;
  };
  return {
    id: owner.id,
    name: owner.name,
    inn: owner.inn,
    visitPolicy: ref('VISIT'),
    paybackPolicy: ref('PAYBACK'),
  };
}
