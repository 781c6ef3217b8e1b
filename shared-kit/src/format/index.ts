export * from './vn-time';
export * from './format-date';
export * from './format-money';
export * from './normalize-phone';
export * from './strip-diacritics';
