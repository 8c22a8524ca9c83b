// The catalogue's formatting lives in lib/zoned-format.ts (the purchases use it too).
export { countText, timeIn } from '@/lib/zoned-format';
