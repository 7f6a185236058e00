export * from './answers.js';
export * from './question.js';
