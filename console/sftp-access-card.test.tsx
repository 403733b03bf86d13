// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmbedderSftp } from '../api/processing.ts';
import { recordDownloads } from '../ui/test-downloads.ts';
import { TestProviders } from '../ui/test-providers.tsx';
import { SftpAccessCard } from './sftp-access-card.tsx';

// What kit/save-file.ts saves, as the browser receives it.
const saved = recordDownloads();
afterEach(cleanup);

const sftp: EmbedderSftp = {
  embedderId: 7,
  name: 'Acme Auto',
  host: 'localhost',
  port: 2222,
  enabled: true,
  username: 'acme-auto',
  publicKey: 'ssh-ed25519 AAAA',
  keyCreatedAt: '2026-11-01T10:00:00.000Z',
  inbox: [],
};

describe('SftpAccessCard', () => {
  it("offers a new pair's private key once, as a download, until Done", async () => {
    const onKeySaved = vi.fn();
    render(
      <TestProviders>
        <SftpAccessCard sftp={sftp} privateKey="-----BEGIN KEY-----" generating={false} onKeySaved={onKeySaved} />
      </TestProviders>,
    );
    expect(screen.getByText(/Download the private key now/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Download private key' }));
    expect(saved.map(({ name }) => name)).toEqual(['acme-auto.key']);
    expect(saved[0]?.blob?.type).toBe('application/x-pem-file');
    expect(await saved[0]?.blob?.text()).toBe('-----BEGIN KEY-----');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onKeySaved).toHaveBeenCalledOnce();
  });

  it('without a new key, offers to replace the pair when the caller may', async () => {
    const onGenerate = vi.fn();
    render(
      <TestProviders>
        <SftpAccessCard sftp={sftp} privateKey={null} generating={false} onGenerate={onGenerate} onKeySaved={vi.fn()} />
      </TestProviders>,
    );
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Replace key pair' }));
    expect(onGenerate).toHaveBeenCalledOnce();
  });
});
