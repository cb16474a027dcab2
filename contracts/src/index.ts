export * from './permissions';
export * from './options';
export * from './limits';
export * from './schemas';
export * from './api';
export * from './case-study';
