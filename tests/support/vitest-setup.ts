// jest-dom matchers for component tests, and unmounting after each test (Testing Library only does that
// by itself when Vitest globals are on, which they are not here).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
