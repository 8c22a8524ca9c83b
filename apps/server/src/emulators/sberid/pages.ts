import { SBERID_TEST_PEOPLE } from './people';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:420px;margin:24px auto;padding:0 16px;color:#1f1f1f}
h1{font-size:22px;color:#21a038}button{font-size:16px;padding:12px 16px;margin:4px 0;width:100%;border-radius:10px;border:1px solid #21a038;background:#fff;cursor:pointer}
button.primary{background:#21a038;color:#fff}small{color:#666}ul{padding-left:20px}.note{font-size:13px;color:#666}`;

/** A whole page of the emulator; inline style only (its CSP allows nothing else). */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><h1>${escapeHtml(title)}</h1>${body}
<p class="note">Это эмулятор Сбер ID для демонстрации: настоящий вход не выполняется.</p></body></html>`;
}

/** Step 1: pick who signs in (the real Sber ID asks for a login or a QR code here). */
export function loginPage(action: string): string {
  const people = SBERID_TEST_PEOPLE.map(
    (p) => `<button type="submit" name="sub" value="${escapeHtml(p.sub)}">
${escapeHtml(`${p.given_name} ${p.family_name}`)}<br><small>${escapeHtml(p.phone_number)}</small></button>`,
  ).join('\n');
  return page(
    'Вход по Сбер ID',
    `<p>Выберите тестового пользователя:</p><form method="post" action="${escapeHtml(action)}">${people}</form>`,
  );
}

const SCOPE_LABELS: Record<string, string> = {
  openid: 'идентификатор пользователя',
  name: 'фамилия, имя и отчество',
  mobile: 'номер телефона',
  email: 'адрес электронной почты',
  birthdate: 'дата рождения',
  gender: 'пол',
};

/** Step 2: consent to hand the listed data to the app. */
export function consentPage(action: string, personName: string, scopes: string[]): string {
  const items = scopes.map((s) => `<li>${escapeHtml(SCOPE_LABELS[s] ?? s)}</li>`).join('');
  return page(
    'Согласие на передачу данных',
    `<p>${escapeHtml(personName)}, приложение «Спорткарта» запрашивает:</p><ul>${items}</ul>
<form method="post" action="${escapeHtml(action)}">
<button class="primary" type="submit" name="decision" value="allow">Разрешить</button>
<button type="submit" name="decision" value="deny">Отказать</button></form>`,
  );
}
