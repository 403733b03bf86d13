// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionCard } from './section-card.tsx';
import { TestProviders } from './test-providers.tsx';

afterEach(cleanup);

describe('SectionCard', () => {
  it('is a region named by its title, with a made id where none is given', () => {
    render(
      <TestProviders>
        <SectionCard title="Account">facts</SectionCard>
        <SectionCard title="Contact details">form</SectionCard>
        <SectionCard id="help-faq-title" title="FAQ">
          answers
        </SectionCard>
      </TestProviders>,
    );
    expect(screen.getByRole('region', { name: 'Account' }).textContent).toContain('facts');
    expect(screen.getByRole('region', { name: 'Contact details' }).textContent).toContain('form');
    expect(screen.getByRole('heading', { level: 2, name: 'FAQ' }).id).toBe('help-faq-title');
  });
});
