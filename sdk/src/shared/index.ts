export * from './validation';
export * from './time';
export * from './coerce';
export * from './random-id';
export * from './debounce';
export * from './constants';
export * from './recent-visits';
export * from './escape-html';
