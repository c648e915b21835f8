export * from './catalog';
export * from './figures';
export * from './filters';
