import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseURL, chromiumPath } from '../playwright.config';
import { signInStaffOnce } from './staff-session';

// issue 2 §7: without Chromium the browser tests FAIL loudly, they are never skipped.
export default async function globalSetup(): Promise<void> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `\n\nChromium не найден: ${chromiumPath}\n` +
        'Браузерные тесты не пропускаются. Установите Chromium из пакетов Debian:\n' +
        '  apt-get update && apt-get install -y chromium\n' +
        'или укажите путь к нему в переменной CHROMIUM_PATH. (.ci/run делает это сам.)\n',
    );
  }
  try {
    accessSync(chromiumPath, constants.X_OK);
  } catch {
    throw new Error(
      `\n\nChromium по пути ${chromiumPath} нельзя запустить (нет права на выполнение).\n`,
    );
  }
  const dist = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../apps/web/dist/index.html',
  );
  if (!existsSync(dist)) {
    throw new Error(
      `\n\nНет сборки веб-приложения (${dist}).\nСоберите её: npm run build -w @sportkarta/web\n`,
    );
  }
  // The web server is up by now (Playwright starts it before global setup).
  await signInStaffOnce(baseURL);
}
