export * from './answers.js';
export * from './build-interview.js';
export * from './question.js';
