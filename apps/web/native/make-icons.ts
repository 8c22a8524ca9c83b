import path from 'node:path';
import { androidIcons, iosIcons, webIcons } from './icons';

// `npm run native:icons`: redraws every icon and splash from native/icon.svg (docs/native.md).
const web = path.resolve(import.meta.dirname, '..');
await androidIcons(path.join(web, 'android'));
await iosIcons(path.join(web, 'ios'));
await webIcons(path.join(web, 'public'));
console.info('native:icons: иконки и заставки нарисованы из native/icon.svg');
