export * from './costs';
export * from './figures';
export * from './guard';
export * from './quotes';
export * from './requests';
export * from './statuses';
