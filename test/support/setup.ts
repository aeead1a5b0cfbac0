// Shared test setup: jest-dom matchers for component tests run under jsdom.
import '@testing-library/jest-dom/vitest';
