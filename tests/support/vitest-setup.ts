// jest-dom matchers for component tests; React Testing Library cleans up after each test by itself.
import '@testing-library/jest-dom/vitest';
