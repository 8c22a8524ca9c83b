// The payment page both emulators show (a card form, a 3-D Secure step), in Russian, with the
// test cards listed on it. Plain HTML with inline styles: it is the provider's page, not ours.

export type CardOutcome = 'success' | '3ds' | 'insufficient_funds';

/** Test cards (as providers publish theirs): what paying with each one does. */
export const TEST_CARDS: Record<string, { outcome: CardOutcome; label: string }> = {
  '5555555555554477': { outcome: 'success', label: 'успешная оплата' },
  '4111111111111111': { outcome: '3ds', label: 'успешная оплата с подтверждением 3-D Secure' },
  '5555555555554592': { outcome: 'insufficient_funds', label: 'отказ: недостаточно средств' },
};
/** The one-time code the 3-D Secure step accepts. */
export const THREE_DS_CODE = '12345';

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const rub = (kopecks: number): string =>
  new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    maximumFractionDigits: 2,
  }).format(kopecks / 100);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f2f3f5;color:#1b1d21}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.brand{font-weight:700;font-size:20px;margin:0 0 16px;color:var(--brand)}
.card{background:#fff;border-radius:16px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.title{font-size:22px;font-weight:700;margin:0 0 8px}
.amount{font-size:28px;font-weight:700;margin:0}.desc{color:#555;margin:4px 0 16px}
label{display:block;font-size:14px;color:#444;margin:12px 0 4px}
input{width:100%;font:inherit;padding:12px;border:1px solid #c9ccd1;border-radius:10px;background:#fff}
input:focus{outline:2px solid var(--brand);outline-offset:1px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;margin-top:20px;padding:14px;border:0;border-radius:12px;background:var(--brand);color:#fff;font:inherit;font-weight:600;cursor:pointer}
.back{display:block;text-align:center;margin-top:16px;color:#444}
.error{background:#fdecec;color:#9b1c1c;border-radius:10px;padding:10px 12px;margin:0 0 12px}
details{margin-top:20px;font-size:14px;color:#444}code{font-size:13px}
.note{font-size:13px;color:#666;margin-top:16px}`;

function layout(brand: { name: string; color: string }, title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} — ${esc(brand.name)}</title>
<style>:root{--brand:${brand.color}}${STYLE}</style></head><body><main>
<p class="brand">${esc(brand.name)} · тестовый режим</p>${body}
<p class="note">Это эмулятор платёжной страницы: деньги не списываются.</p></main></body></html>`;
}

export interface PageContext {
  brand: { name: string; color: string };
  action: string;
  backUrl: string;
  amountKopecks: number;
  description: string;
}

export function cardFormPage(ctx: PageContext, error?: string): string {
  const cards = Object.entries(TEST_CARDS)
    .map(
      ([n, c]) => `<li><code>${n.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> — ${esc(c.label)}</li>`,
    )
    .join('');
  return layout(
    ctx.brand,
    'Оплата картой',
    `<section class="card"><p class="amount">${rub(ctx.amountKopecks)}</p><p class="desc">${esc(ctx.description)}</p>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="${esc(ctx.action)}">
<input type="hidden" name="step" value="card">
<label for="card">Номер карты</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="exp">Срок действия</label><input id="exp" name="exp" placeholder="ММ/ГГ" autocomplete="cc-exp" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="3" required></div></div>
<button type="submit">Оплатить ${rub(ctx.amountKopecks)}</button></form>
<a class="back" href="${esc(ctx.backUrl)}">Вернуться в магазин</a>
<details><summary>Тестовые карты</summary><ul>${cards}</ul><p>Срок — любой будущий, CVC — любые три цифры, код 3-D Secure — ${THREE_DS_CODE}.</p></details></section>`,
  );
}

export function threeDsPage(ctx: PageContext, error?: string): string {
  return layout(
    ctx.brand,
    'Подтверждение платежа',
    `<section class="card"><h1 class="title">Подтверждение платежа</h1>
<p class="desc">Банк отправил код на номер, привязанный к карте. Сумма: ${rub(ctx.amountKopecks)}.</p>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="${esc(ctx.action)}"><input type="hidden" name="step" value="3ds">
<label for="code">Код из SMS</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">Подтвердить</button></form>
<p class="note">Тестовый код: ${THREE_DS_CODE}.</p></section>`,
  );
}

export function closedPage(ctx: PageContext, text: string): string {
  return layout(
    ctx.brand,
    'Платёж',
    `<section class="card"><p class="amount">${esc(text)}</p><a class="back" href="${esc(ctx.backUrl)}">Вернуться в магазин</a></section>`,
  );
}

/** Card number as typed → digits; an expiry in the past or malformed is refused. */
export function readCard(
  form: Record<string, string>,
  now: Date,
): { number: string } | { error: string } {
  const number = (form.card ?? '').replace(/\D/g, '');
  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec((form.exp ?? '').trim());
  if (number.length < 13) return { error: 'Проверьте номер карты' };
  if (!exp) return { error: 'Укажите срок действия в виде ММ/ГГ' };
  const month = Number(exp[1]);
  const year = 2000 + Number(exp[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  if (month < 1 || month > 12 || endOfMonth <= now.getTime())
    return { error: 'Срок действия карты истёк' };
  if (!/^\d{3}$/.test(form.cvc ?? '')) return { error: 'CVC — три цифры с обратной стороны карты' };
  return { number };
}
