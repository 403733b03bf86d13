// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import { ApiError } from '../../api/client-error.ts';
import type { Endpoint } from '../../api/endpoint.ts';
import type { HelpAnswer } from '../../api/help-chat.ts';
import { TestProviders } from '../../ui/test-providers.tsx';
import { HelpChatPanel } from './help-chat-panel.tsx';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const target = { realm: 'embedder', tenant: 1, chatSessionId: 'u1-embedder-1764100000000' } as const;
const answer: HelpAnswer = {
  answerId: '7d1f3c1e-2b7a-4c8e-9f10-112233445566',
  chatSessionId: target.chatSessionId,
  question: 'How do I create an API key?',
  matched: true,
  text: 'API keys let your servers call the Offerwell partner API.',
  passages: [],
  sources: [{ articleId: 'api-keys', title: 'How do API keys work?' }],
};

function renderPanel(call: (endpoint: Endpoint, options: unknown) => Promise<unknown>) {
  const client = { call: vi.fn(call), request: vi.fn() } as unknown as ApiClient;
  render(
    <TestProviders>
      <HelpChatPanel client={client} target={target} />
    </TestProviders>,
  );
  return client.call as ReturnType<typeof vi.fn>;
}

const ask = async (question: string) => {
  await userEvent.type(screen.getByLabelText('Your question'), question);
  await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
};

describe('HelpChatPanel', () => {
  it('asks the embedder help chat with the session’s chat session, shows the answer and its source, and keeps it', async () => {
    const call = renderPanel(async (endpoint) => (endpoint.path.endsWith('/questions') ? answer : {}));
    await ask('How do I create an API key?');
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText(answer.text)).toBeTruthy();
    expect(within(log).getByText('Source: How do API keys work?')).toBeTruthy();
    const [endpoint, options] = call.mock.calls[0] as [Endpoint, Record<string, unknown>];
    expect(endpoint.path).toBe('/embedder/:embedderId/clientSupport/questions');
    expect(options).toMatchObject({
      params: { embedderId: 1 },
      body: { chatSessionId: target.chatSessionId, question: 'How do I create an API key?' },
    });
    const stored = JSON.parse(localStorage.getItem('chatConversation-embedder') ?? '[]') as { text: string }[];
    expect(stored.map((message) => message.text)).toEqual(['How do I create an API key?', answer.text]);
  });

  it('sends a thumbs up as chatbot feedback and marks the answer', async () => {
    const call = renderPanel(async (endpoint) =>
      endpoint.path.endsWith('/questions') ? answer : { answerId: answer.answerId, rating: 'up' },
    );
    await ask('How do I create an API key?');
    const helpful = await screen.findByRole('button', { name: 'Helpful' });
    await userEvent.click(helpful);
    await vi.waitFor(() => expect(helpful.getAttribute('aria-pressed')).toBe('true'));
    const [endpoint, options] = call.mock.calls[1] as [Endpoint, Record<string, unknown>];
    expect(endpoint.path).toBe('/embedder/:embedderId/clientSupport/feedback');
    expect(options).toMatchObject({
      body: { chatSessionId: target.chatSessionId, answerId: answer.answerId, rating: 'up' },
    });
  });

  it('shows a failure in place and asks again on Try again', async () => {
    let fail = true;
    renderPanel(async () => {
      if (fail) throw new ApiError({ status: 503, code: 'INTERNAL_ERROR', message: 'Service is unavailable' });
      return answer;
    });
    await ask('How do I create an API key?');
    expect((await screen.findByRole('alert')).textContent).toContain('Service is unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(answer.text)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('carries on the stored conversation and starts a new one on request', async () => {
    localStorage.setItem(
      'chatConversation-embedder',
      JSON.stringify([{ id: 'q-0', role: 'user', text: 'Where are my reports?' }]),
    );
    renderPanel(async () => answer);
    expect(screen.getByText('Where are my reports?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(screen.queryByText('Where are my reports?')).toBeNull();
    expect(localStorage.getItem('chatConversation-embedder')).toBeNull();
  });
});
