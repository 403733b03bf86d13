import { describe, expect, it } from 'vitest';
import { type BureauConnectionInput, bodyOf, draftFromSandbox, draftOf } from './bureau-form.ts';

const settings = {
  host: 'sftp.bureau.example',
  port: 2022,
  username: 'offerwell',
  hostKey: 'SHA256:abc',
  uploadDir: '/in',
  answerDir: '/out',
  bureauPgpKey: '-----BEGIN PGP PUBLIC KEY BLOCK-----',
  answerTimeoutSeconds: 900,
};

describe('the bureau connection form (decision 0550)', () => {
  it('starts a new connection at port 22 and a 600 s wait, with empty secrets', () => {
    expect(draftOf({ source: 'sandbox', sandboxEndpoint: false, connection: null })).toMatchObject({
      host: '',
      port: 22,
      answerTimeoutSeconds: 600,
      password: '',
      privateKey: '',
    });
  });

  it('fills the saved settings but never the masked secrets (they would be saved back as the secret)', () => {
    const draft = draftOf({
      source: 'settings',
      sandboxEndpoint: true,
      connection: { ...settings, privateKey: '••••••••', password: '••••••••' },
    });
    expect(draft).toEqual({ ...settings, privateKey: '', password: '' });
  });

  it('leaves an empty secret out of the body, so the stored one stays; a typed one is sent', () => {
    const values: BureauConnectionInput = { ...settings, privateKey: '  ', password: 'new-password' };
    const body = bodyOf(values);
    expect(body).not.toHaveProperty('privateKey');
    expect(body).toEqual({ ...settings, password: 'new-password' });
    expect(bodyOf({ ...settings, password: '' })).toEqual(settings);
  });

  it('fills every field from the sandbox bureau, its private key included, and sends it', () => {
    const sandbox = { ...settings, privateKey: '-----BEGIN OPENSSH PRIVATE KEY-----\nsandbox' };
    const draft = draftFromSandbox(sandbox);
    expect(draft).toEqual({ ...sandbox, password: '' });
    expect(bodyOf(draft as BureauConnectionInput)).toEqual(sandbox);
  });
});
