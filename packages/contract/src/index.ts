// Public surface of the contract. Submodules can also be imported directly,
// e.g. `@sportkarta/contract/config/timings`.
export * from './api/version';
export * from './api/toggles';
export * from './api/static-files';
export * from './enums';
export * from './config/timings';
export * from './config/map';
export * from './config/gestures';
export * from './config/formats';
export * from './config/limits';
export * from './config/app';
export * from './config/device';
export * from './labels';
export * from './validation-messages';
export * from './error-codes';
export * from './api/user';
export * from './api/auth';
export * from './api/children';
export * from './api/agreements';
export * from './api/support';
export * from './api/sberid';
export * from './api/places';
export * from './api/map';
export * from './api/geocoder';
export * from './api/events';
export * from './api/catalogue';
export * from './api/orders';
