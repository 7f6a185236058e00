export * from './limits.js';
export * from './roles.js';
