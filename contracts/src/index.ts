export * from './permissions';
export * from './options';
export * from './limits';
export * from './schemas';
export * from './api';
export * from './answers';
export * from './svg-policy';
export * from './sessions';
