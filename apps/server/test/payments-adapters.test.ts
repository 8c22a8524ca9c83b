import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HttpTransport } from '../src/integrations/http';
import { createSberbankClient } from '../src/integrations/payments/sberbank';
import { type CreatePaymentInput, ProviderError } from '../src/integrations/payments/types';
import { createYooKassaClient } from '../src/integrations/payments/yookassa';

// The adapters against recorded provider answers (test/fixtures/payments): what goes on the
// wire, how answers read, and the retry rules of integrations.md §1 — the same key after a
// timeout or a 5xx, never a retry after a 4xx.

const recorded = (name: string) =>
  readFileSync(new URL(`./fixtures/payments/${name}`, import.meta.url), 'utf8');

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** Answers each call with the next scripted answer; 'timeout' never answers before the signal. */
function scripted(answers: ({ status: number; body: string } | 'timeout')[]) {
  const sent: Sent[] = [];
  const transport: HttpTransport = async (url, init) => {
    sent.push({ url, method: init.method, headers: init.headers, body: init.body });
    const next = answers.shift();
    if (!next) throw new Error('no more scripted answers');
    if (next === 'timeout')
      return new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    return { status: next.status, text: async () => next.body };
  };
  return { sent, transport };
}

const input: CreatePaymentInput = {
  attemptId: '0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f',
  amountKopecks: 101550,
  description: 'Заказ №100042, Бассейн «Волна»',
  returnUrl: 'https://sportkarta.example/payment/0d3c1b0e',
  failUrl: 'https://sportkarta.example/payment/0d3c1b0e',
  customer: { email: null, phone: '+79991234567' },
  items: [
    { description: 'Свободное плавание', quantity: 2, amountKopecks: 100000, vatCode: 1 },
    { description: 'Сервисный сбор', quantity: 1, amountKopecks: 1550, vatCode: 1 },
  ],
  method: undefined,
  metadata: { orderId: '0d3c1b0e' },
};
const retry = { attempts: 3, delayMs: 1 };

describe('YooKassa adapter', () => {
  const client = (transport: HttpTransport) =>
    createYooKassaClient({
      baseUrl: 'https://api.yookassa.ru/v3/',
      shopId: '100500',
      secretKey: 'test_secret',
      transport,
      timeoutMs: 50,
      retry,
    });

  it('creates with Basic auth, the Idempotence-Key, capture and the 54-ФЗ receipt', async () => {
    const { sent, transport } = scripted([
      { status: 200, body: recorded('yookassa-pending.json') },
    ]);
    const p = await client(transport).create(input);
    expect(p).toEqual({
      providerPaymentId: '2d4b4f6e-000f-5000-8000-1b7e3c4a5d6f',
      status: 'pending',
      amountKopecks: 101550,
      confirmationUrl:
        'https://yoomoney.ru/checkout/payments/v2/contract?orderId=2d4b4f6e-000f-5000-8000-1b7e3c4a5d6f',
      cancelReason: null,
      method: null,
    });
    const [call] = sent;
    expect(call?.url).toBe('https://api.yookassa.ru/v3/payments');
    expect(call?.headers.authorization).toBe(
      `Basic ${Buffer.from('100500:test_secret').toString('base64')}`,
    );
    expect(call?.headers['idempotence-key']).toBe(input.attemptId);
    expect(JSON.parse(call?.body ?? '')).toMatchObject({
      amount: { value: '1015.50', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: input.returnUrl },
      receipt: {
        customer: { phone: '79991234567' },
        items: [
          {
            quantity: '2.00',
            amount: { value: '500.00' },
            vat_code: 1,
            payment_subject: 'service',
            payment_mode: 'full_payment',
          },
          { quantity: '1.00', amount: { value: '15.50' } },
        ],
      },
    });
  });

  it('reads success (3-D Secure applied) and a decline with its reason', async () => {
    const { transport } = scripted([
      { status: 200, body: recorded('yookassa-succeeded.json') },
      { status: 200, body: recorded('yookassa-canceled.json') },
    ]);
    const c = client(transport);
    expect(await c.get('2d4b4f6e-000f-5000-8000-1b7e3c4a5d6f')).toMatchObject({
      status: 'succeeded',
      amountKopecks: 101550,
      method: 'bank_card',
    });
    expect(await c.get('2d4b4f6e-000f-5000-8000-1b7e3c4a5d6f')).toMatchObject({
      status: 'canceled',
      cancelReason: 'insufficient_funds',
    });
  });

  it('after a timeout and a 500 it sends the same request with the same key', async () => {
    const { sent, transport } = scripted([
      'timeout',
      { status: 500, body: '{"type":"error","code":"internal_server_error"}' },
      { status: 200, body: recorded('yookassa-pending.json') },
    ]);
    expect((await client(transport).create(input)).status).toBe('pending');
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.headers['idempotence-key']))).toEqual(
      new Set([input.attemptId]),
    );
    expect(new Set(sent.map((s) => s.body)).size).toBe(1);
  });

  it('a 4xx is a refusal: no retry, the code is kept', async () => {
    const { sent, transport } = scripted([
      { status: 400, body: recorded('yookassa-error-400.json') },
    ]);
    const err = await client(transport)
      .create(input)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ kind: 'rejected', code: 'invalid_request' });
    expect(sent).toHaveLength(1);
  });

  it('gives up after its attempts, still retryable (the caller keeps the key)', async () => {
    const { sent, transport } = scripted(['timeout', 'timeout', 'timeout']);
    await expect(client(transport).get('x')).rejects.toMatchObject({ kind: 'retryable' });
    expect(sent).toHaveLength(3);
  });
});

describe('Sberbank adapter', () => {
  const client = (transport: HttpTransport) =>
    createSberbankClient({
      baseUrl: 'https://securepayments.sberbank.ru/payment/rest',
      userName: 'shop-api',
      password: 'secret',
      transport,
      timeoutMs: 50,
      retry,
    });
  const form = (s: Sent) => Object.fromEntries(new URLSearchParams(s.body ?? ''));

  it('registers with our orderNumber, kopecks and currency 643', async () => {
    const { sent, transport } = scripted([
      {
        status: 200,
        body: '{"orderId":"61351fbd-ac25-484f-b930-4d0ce4101ab7","formUrl":"https://securepayments.sberbank.ru/payment/merchants/sbersafe/payment_ru.html?mdOrder=61351fbd-ac25-484f-b930-4d0ce4101ab7"}',
      },
    ]);
    const p = await client(transport).create(input);
    expect(p).toMatchObject({
      providerPaymentId: '61351fbd-ac25-484f-b930-4d0ce4101ab7',
      status: 'pending',
    });
    expect(sent[0]?.url).toBe('https://securepayments.sberbank.ru/payment/rest/register.do');
    expect(form(sent[0]!)).toMatchObject({
      userName: 'shop-api',
      password: 'secret',
      orderNumber: '0d3c1b0e7a554c338a2e1f4b2c3d4e5f',
      amount: '101550',
      currency: '643',
      returnUrl: input.returnUrl,
      failUrl: input.failUrl,
    });
  });

  it('an orderNumber registered before (the answer was lost) finds the same order', async () => {
    const { sent, transport } = scripted([
      {
        status: 200,
        body: '{"errorCode":"1","errorMessage":"Заказ с таким номером уже обработан"}',
      },
      { status: 200, body: recorded('sberbank-status-paid.json') },
    ]);
    const p = await client(transport).create(input);
    expect(p).toMatchObject({
      providerPaymentId: '61351fbd-ac25-484f-b930-4d0ce4101ab7',
      status: 'succeeded',
    });
    expect(sent[1]?.url).toMatch(/getOrderStatusExtended\.do$/);
    expect(form(sent[1]!).orderNumber).toBe('0d3c1b0e7a554c338a2e1f4b2c3d4e5f');
  });

  it('reads paid and declined orders; a refund error is a refusal', async () => {
    const { transport } = scripted([
      { status: 200, body: recorded('sberbank-status-paid.json') },
      { status: 200, body: recorded('sberbank-status-declined.json') },
      {
        status: 200,
        body: '{"errorCode":"7","errorMessage":"Сумма возврата превышает сумму списания"}',
      },
    ]);
    const c = client(transport);
    expect((await c.get('61351fbd')).status).toBe('succeeded');
    expect(await c.get('61351fbd')).toMatchObject({
      status: 'canceled',
      cancelReason: 'insufficient_funds',
    });
    await expect(
      c.refund({
        refundId: 'r1',
        providerPaymentId: '61351fbd',
        amountKopecks: 999999,
        description: 'x',
      }),
    ).rejects.toMatchObject({ kind: 'rejected', code: '7' });
  });

  it('a 5xx is retried; a 4xx is not', async () => {
    const five = scripted([
      { status: 502, body: 'Bad Gateway' },
      { status: 200, body: recorded('sberbank-status-paid.json') },
    ]);
    expect((await client(five.transport).get('61351fbd')).status).toBe('succeeded');
    expect(five.sent).toHaveLength(2);
    const four = scripted([{ status: 403, body: 'Forbidden' }]);
    await expect(client(four.transport).get('61351fbd')).rejects.toMatchObject({
      kind: 'rejected',
    });
    expect(four.sent).toHaveLength(1);
  });
});
