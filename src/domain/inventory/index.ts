export * from './allocation';
export * from './fields';
export * from './lots';
export * from './summary';
export * from './warehouses';
