import { afterAll } from 'vitest';
import { dropTestDatabases } from './database.js';

// Runs before each server test file. Its afterAll is registered first, so it runs after the file's
// own afterAll hooks (Vitest runs them in reverse): the app and pools close before their database goes.
afterAll(dropTestDatabases);
