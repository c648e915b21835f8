export * from './delivery';
export * from './fields';
export * from './invoices';
export * from './queues';
export * from './shipments';
export * from './steps';
export * from './transport';
