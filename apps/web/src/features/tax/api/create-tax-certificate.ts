import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TaxCertificateSchema,
  type TaxCertificate,
  type TaxCertificateRequest,
} from '@sportkarta/contract/api/tax';
import { apiRequest } from '@/lib/api-client';
import { taxDataKey } from './get-tax-data';

// spec §7.1 POST /service-docs/mob/taxRequest: the certificate for one organisation and person.
export function createTaxCertificate(input: TaxCertificateRequest): Promise<TaxCertificate> {
  return apiRequest({
    url: '/service-docs/mob/taxRequest',
    method: 'POST',
    body: input,
    schema: TaxCertificateSchema,
  });
}

/** Issued certificates show on the year's list: the list is asked again. */
export function useCreateTaxCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTaxCertificate,
    onSuccess: () => client.invalidateQueries({ queryKey: taxDataKey }),
  });
}
