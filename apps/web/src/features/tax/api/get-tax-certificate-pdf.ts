import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// GET /service-docs/mob/taxRequest/{id}/pdf: the certificate's PDF, with the person's token.
export const taxPdfPath = (id: string) =>
  `/service-docs/mob/taxRequest/${encodeURIComponent(id)}/pdf`;

export const taxPdfQueryKey = (id: string) => ['user', 'taxRequestPdf', id] as const;

export function getTaxCertificatePdf(id: string, signal?: AbortSignal): Promise<Blob> {
  return apiRequest<Blob>({ url: taxPdfPath(id), method: 'GET', responseType: 'blob', signal });
}

/** A certificate never changes once issued: the file is fetched once per id. */
export const useTaxCertificatePdf = (id: string | null) =>
  useQuery({
    queryKey: taxPdfQueryKey(id ?? ''),
    queryFn: ({ signal }) => getTaxCertificatePdf(id!, signal),
    enabled: id !== null,
    staleTime: Infinity,
  });
