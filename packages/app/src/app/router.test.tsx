import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoryApp } from '../testing/story-app';
import { createAppRoutes } from './router';

afterEach(() => vi.restoreAllMocks());

describe('the app routes', () => {
  it('given a lazy screen, when its path opens, then it shows once loaded', async () => {
    const routes = createAppRoutes({
      public: [{ path: '/d/login', lazy: async () => ({ Component: () => <h1>Sign in</h1> }) }],
      shell: [],
    });
    render(<StoryApp path="/d/login" routes={routes} />);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('given a screen whose chunk fails to load, when its path opens, then an error with a retry shows', async () => {
    // React reports the caught error on the console; it is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const routes = createAppRoutes({
      public: [{ path: '/d/login', lazy: () => Promise.reject(new Error('chunk missing')) }],
      shell: [],
    });
    render(<StoryApp path="/d/login" routes={routes} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
