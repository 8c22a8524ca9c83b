import { startApp } from './app-server';

// A benchmark's app in its own process (`spawnApp`, app-process.ts), as `npm start` runs it: its
// heap and garbage collector are its own, not shared with the harness or another size's app.
// Arguments: database URL, port, and optionally a POST path and JSON body whose answer becomes
// the floor route's bytes. Prints one line `READY <json>` when it answers.

const [databaseUrl, portText, floorPath, floorBody] = process.argv.slice(2);
if (!databaseUrl || !portText) throw new Error('app-child: нужны адрес базы и порт');
const app = await startApp(databaseUrl, Number(portText));
let bytes = 0;
if (floorPath) {
  const probe = await fetch(`${app.url}${floorPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: floorBody ?? '',
  });
  const body = Buffer.from(await probe.arrayBuffer());
  if (!probe.ok)
    throw new Error(`POST ${floorPath}: ${probe.status} ${body.toString().slice(0, 300)}`);
  app.setFloor(body, probe.headers.get('content-type') ?? 'application/json');
  bytes = body.length;
}
const stop = () => void app.stop().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
console.info(`READY ${JSON.stringify({ url: app.url, bytes })}`);
