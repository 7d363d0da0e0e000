export * from './input-fields.js';
