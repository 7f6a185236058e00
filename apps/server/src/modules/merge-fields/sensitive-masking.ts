// The masking of sensitive fields lives in lib (every module answering values can import it from
// there); this name is kept for the merge-fields modules that import it.
export * from '../../lib/sensitive-masking.js';
