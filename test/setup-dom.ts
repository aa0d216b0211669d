import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for what they look for, not for a second of wall-clock time: on a
// busy machine (another test run, CI's parallel steps) a screen can take several seconds to
// settle. They still answer as soon as the element or the condition is there.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => cleanup());
