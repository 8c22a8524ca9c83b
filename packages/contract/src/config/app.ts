// App identity of spec §1/§9: version 1.8.4, build 260 (the update prompt compares builds).

export const APP_NAME = 'Спорткарта';
export const APP_VERSION = '1.8.4';
export const APP_BUILD = 260;
