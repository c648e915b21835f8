/** The finance domain: credit check, request and decision buttons, retention texts, queues. */
export * from './areas';
export * from './buttons';
export * from './creditCheck';
export * from './queues';
export * from './retention';
export * from './state';
