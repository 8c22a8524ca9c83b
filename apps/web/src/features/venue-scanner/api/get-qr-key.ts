import { QrPublicKeySchema, type QrPublicKey } from '@sportkarta/contract/api/purchases';
import { apiRequest } from '@/lib/api-client';

/** The QR codes' Ed25519 public key: the scanner checks signatures with it offline. */
export function getQrKey(signal?: AbortSignal): Promise<QrPublicKey> {
  return apiRequest({
    url: '/v1/mob/public/qr-key',
    method: 'GET',
    schema: QrPublicKeySchema,
    signal,
  });
}
