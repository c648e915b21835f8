export * from './catalog';
export * from './customers';
export * from './identity';
export * from './notifications';
export * from './orders';
export * from './pricing';
export * from './reference';
export { appUser } from './rls';
export * from './tenants';
