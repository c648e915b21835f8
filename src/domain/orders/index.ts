/** The order domain: creation rules, typed-number parsing, totals, statuses and edit locks. */
export * from './creation';
export * from './creationRules';
export * from './customerOrdering';
export * from './decimals';
export * from './deliveryWindow';
export * from './edits';
export * from './enums';
export * from './historyVisibility';
export * from './locks';
export * from './status';
export * from './totals';
export * from './views';
